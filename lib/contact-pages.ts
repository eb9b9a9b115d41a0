import { outcomePages } from "./outcome-pages.ts";

const contact = outcomePages("/contact/", {
  sent: "/contact/sent",
  invalid: "/contact/check-message",
  rateLimited: "/contact/too-many-attempts",
  failed: "/contact/not-sent",
});

export const contactPages = contact.paths;
export type ContactPage = keyof typeof contactPages;
export const contactPagePath = contact.path;
export const contactSlugs = contact.slugs;
export const contactPageOf = contact.pageOf;
