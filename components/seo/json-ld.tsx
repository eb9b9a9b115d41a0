import { scriptJson } from "../../lib/html.ts";

/** Structured data for search engines, as JSON no value can break out of (`scriptJson`). */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
  );
}
