// React's payload as Next.js writes it into an exported page: `self.__next_f.push([1,"…"])`
// scripts, whose strings joined are the stream React reads when it hydrates.
import { scriptJson } from "../lib/html.ts";

const PUSH = /<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g;

export interface PayloadPush {
  /** Where its `<script>` starts and ends in the page. */
  start: number;
  end: number;
  /** Its part of the stream, decoded. */
  text: string;
}

export function payloadPushes(html: string): PayloadPush[] {
  return [...html.matchAll(PUSH)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    text: JSON.parse(match[1]!) as string,
  }));
}

/** The `<script>` that pushes `text` onto the stream. */
export const payloadPushScript = (text: string): string =>
  `<script>self.__next_f.push([1,${scriptJson(text)}])</script>`;

/** Whether an inline script's body is one of the payload's own (its start or a push). */
export const isPayloadScript = (body: string): boolean => /^\(?self\.__next_f/.test(body);
