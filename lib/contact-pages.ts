/**
 * Where the contact form lands when it is sent without JavaScript (the server redirects there,
 * 303, in the page's language). With JavaScript the form says the same in place.
 */
import { outcomePages } from "./outcome-pages.ts";

const contact = outcomePages("/contact/", {
  /** Stored: "Sent !". */
  sent: "/contact/sent",
  /** A field was refused (a browser without form validation). */
  invalid: "/contact/check-message",
  /** Too many messages from one connection within a minute. */
  rateLimited: "/contact/too-many-attempts",
  /** The server could not store the message: try again, or write to us. */
  failed: "/contact/not-sent",
});

export const contactPages = contact.paths;
export type ContactPage = keyof typeof contactPages;
export const contactPagePath = contact.path;
export const contactSlugs = contact.slugs;
export const contactPageOf = contact.pageOf;
