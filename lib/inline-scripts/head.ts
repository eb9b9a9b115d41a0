// The head script: everything that must happen before the first paint, and nothing else.
import { detectLanguage } from "../i18n/detect-language.ts";
import { markNoticeDismissed } from "../notice.ts";

markNoticeDismissed(document, window.localStorage);
detectLanguage(window);
