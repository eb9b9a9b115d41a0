// The head script: everything that must happen before the first paint, and nothing else.
import { detectLanguage } from "../i18n/detect-language";
import { markNoticeDismissed } from "../notice";

markNoticeDismissed(document, window.localStorage);
detectLanguage(window);
