import type { Language } from "@/lib/i18n/languages";

/** copilot's and echo's screens, drawn in code with sample data (not yet built). */
export function PlatformShowcase(_: { lng: Language; slug: "copilot" | "echo" }) {
  return null;
}
