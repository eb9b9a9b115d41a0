import { createInstance, type i18n as I18n } from "i18next";
import { namespaces } from "./messages.ts";
import type { Language } from "./languages.ts";
import { throwOnMissingKey, sharedOptions } from "./options.ts";
import { allResources, type Resources } from "./resources.ts";

/**
 * An i18next instance holding all the copy, synchronously ready: what server components
 * translate with (through lib/i18n/server.ts) and what server-side code outside React (the
 * API's e-mails, scripts) uses directly. A missing key throws and names the file and key.
 */
export function createCopy(lng: Language, resources: Resources = allResources()): I18n {
  const instance = createInstance();
  void instance.init({
    ...sharedOptions,
    ...throwOnMissingKey(lng),
    lng,
    ns: [...namespaces],
    resources,
  });
  return instance;
}
