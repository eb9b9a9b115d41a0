import { scriptJson } from "../../lib/html.ts";

// scriptJson: no value can break out of the script element.
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
  );
}
