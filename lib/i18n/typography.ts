// Decision 0017: problems and fixes read the same rules, so a fixed text has no problem left.
import { PLACEHOLDER_SOURCE, TAG_SOURCE } from "./markup.ts";

const NARROW_NBSP = "\u202F";
const NBSP = "\u00A0";

// Case matters: "Mo" is a megabyte, "mo" is not a unit.
const frenchUnits = (
  "nm µm mm² mm cm² cm m² m³ m km mg g kg ml mL cl l L ms s min h " +
  "°C K Hz kHz MHz GHz dB V W Wh kWh mAh px dpi MP ko Mo Go To € $ £"
).split(" ");

// Masked with one stand-in character per UTF-16 unit, so indexes do not move.
const PLACEHOLDER = "\uE000";
const VERBATIM = "\uE001";
const STAND_IN = `[${PLACEHOLDER}${VERBATIM}]`;
const URL_TAIL = String.raw`[^\s<>«»"]*[^\s<>«»".,;:!?’')\]]`;
const protectedSpan = new RegExp(
  [
    `(?<placeholder>${PLACEHOLDER_SOURCE})`,
    TAG_SOURCE,
    String.raw`\b(?:https?|ftp):\/\/${URL_TAIL}`,
    String.raw`\b(?:mailto:|www\.)${URL_TAIL}`,
    String.raw`[\p{L}\p{N}.!#$%&'*+/=?^_\x60{|}~-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+`,
    String.raw`&#?\w+;`,
    // Stand-in characters already in the text are masked too, and so come back unchanged.
    STAND_IN,
  ].join("|"),
  "gu",
);

const WORD_END = String.raw`[\p{L}\p{N}\p{M}\p{S}%\p{Pe}\p{Pf}${PLACEHOLDER}${VERBATIM}]`;
// "9:30", "16:9", "!important": a mark with a letter or digit right after is left alone.
const NO_WORD_AFTER = String.raw`(?![\p{L}\p{N}])`;
const SPACE = String.raw`(?<space>\p{Zs}*)`;
const NUMBER = String.raw`(?:\d|${PLACEHOLDER})`;
const UNIT = [...frenchUnits]
  .sort((a, b) => b.length - a.length)
  .map((unit) => unit.replace(/[$]/g, "\\$&"))
  .join("|");

export interface TypographyProblem {
  message: string;
  excerpt: string;
}

interface Rule {
  pattern: RegExp;
  problem(groups: Record<string, string | undefined>): string | undefined;
  fix(groups: Record<string, string | undefined>): string;
}

function spacing(
  pattern: string,
  needed: string,
  where: (groups: Record<string, string | undefined>) => string,
): Rule {
  const kind =
    needed === NARROW_NBSP ? "a narrow no-break space U+202F" : "a no-break space U+00A0";
  return {
    pattern: new RegExp(pattern, "gu"),
    problem: (groups) =>
      groups.space === needed
        ? undefined
        : `${describeSpace(groups.space ?? "")} ${where(groups)} (French needs ${kind})`,
    fix: (groups) => `${groups.lead ?? ""}${needed}${groups.tail ?? ""}`,
  };
}

const GUILLEMETS = "French uses « » with a narrow no-break space U+202F inside";

function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(?:\d{3})+$)/g, NARROW_NBSP);
}

// A number of 4+ digits French groups by three: before a unit, %, HT, TTC or a lower-case
// word, or with 5+ digits. Left alone: model numbers, versions, ranges, phone numbers, codes,
// "ISO 13485", a year before a word, a postal code before a city. "2000 panélistes" is missed.
const UNGROUPED_NUMBER = new RegExp(
  String.raw`(?<![\p{L}\p{N}\p{M}.,/+#_:°${PLACEHOLDER}${VERBATIM}-]|(?<!\p{L})(?:\p{Lu}{2,}|[nN][°o]\.?)\p{Zs}*)` +
    String.raw`(?<digits>[1-9]\d{3,})(?![\p{L}\p{N}\p{M}_°]|[./:-]\d)` +
    String.raw`(?=\p{Zs}*(?:${UNIT}|%|HT|TTC)(?![\p{L}\p{N}’'])` +
    String.raw`|(?<=\d{5})(?!(?<=(?<!\d)\d{5})\p{Zs}+\p{Lu})` +
    String.raw`|(?<!(?<!\d)(?:19|20)\d\d)\p{Zs}+\p{Ll})`,
  "gu",
);

/** In order: quotation marks first, so the « » they become are then spaced right. */
const rules: readonly Rule[] = [
  {
    pattern: /(?<open>“)\p{Zs}*|\p{Zs}*”/gu,
    problem: (groups) => `English quotation mark "${groups.open ?? "”"}" (${GUILLEMETS})`,
    fix: (groups) => (groups.open ? `«${NARROW_NBSP}` : `${NARROW_NBSP}»`),
  },
  {
    // A pair around words; a lone " (12") is left alone.
    pattern: /"(?<inner>[^"\s](?:[^"]*[^"\s])?)"/gu,
    problem: () => `straight quotation marks "…" (${GUILLEMETS})`,
    fix: (groups) => `«${NARROW_NBSP}${groups.inner}${NARROW_NBSP}»`,
  },
  spacing(
    String.raw`(?<=${WORD_END})${SPACE}(?<tail>[;!?]+|%)${NO_WORD_AFTER}`,
    NARROW_NBSP,
    (groups) => `before "${groups.tail}"`,
  ),
  spacing(String.raw`(?<=${WORD_END})${SPACE}(?<tail>:)${NO_WORD_AFTER}`, NBSP, () => `before ":"`),
  spacing(String.raw`(?<lead>«)${SPACE}(?=\S)`, NARROW_NBSP, () => `after "«"`),
  spacing(String.raw`(?<=\S)${SPACE}(?<tail>»)`, NARROW_NBSP, () => `before "»"`),
  spacing(
    String.raw`(?<=(?<![\d,.])\d{1,3}(?:\p{Zs}\d{3})*)(?<space>\p{Zs})(?=\d{3}(?!\d))`,
    NARROW_NBSP,
    () => "between digit groups",
  ),
  {
    pattern: UNGROUPED_NUMBER,
    problem: (groups) =>
      `"${groups.digits}" without digit grouping (French groups digits by three with a narrow no-break space U+202F)`,
    fix: (groups) => groupDigits(groups.digits!),
  },
  spacing(
    String.raw`(?<=${NUMBER})${SPACE}(?<tail>${UNIT})(?![\p{L}\p{N}’'])`,
    NBSP,
    (groups) => `between a number and "${groups.tail}"`,
  ),
  {
    // "3 en 1": what is several things in one is one word, never split across lines.
    pattern:
      /(?<=(?<![\p{L}\p{N}])\d)(?<before>\p{Zs}+)en(?<after>\p{Zs}+)(?=\d(?![\p{L}\p{N}]))/gu,
    problem: (groups) =>
      groups.before === NBSP && groups.after === NBSP
        ? undefined
        : `${describeSpace(groups.before === NBSP ? groups.after! : groups.before!)} in "N en N" (French needs a no-break space U+00A0 on each side of "en")`,
    fix: () => `${NBSP}en${NBSP}`,
  },
  spacing(
    // "{{price}} HT", "499 € HT": the tax mention stays on the line of its amount.
    String.raw`(?<=(?:${NUMBER}|[€$£]))${SPACE}(?<tail>HT|TTC)(?![\p{L}\p{N}])`,
    NBSP,
    (groups) => `between an amount and "${groups.tail}"`,
  ),
];

export function typographyProblems(text: string): TypographyProblem[] {
  const masked = mask(text).masked;
  return rules.flatMap((rule) =>
    [...masked.matchAll(rule.pattern)].flatMap((match) => {
      const message = rule.problem(match.groups ?? {});
      const start = match.index;
      return message ? [{ message, excerpt: excerpt(text, start, start + match[0].length) }] : [];
    }),
  );
}

export function fixTypography(text: string): string {
  const { masked, kept } = mask(text);
  const fixed = rules.reduce(
    (current, rule) =>
      current.replace(rule.pattern, (...args) => {
        const groups = args.at(-1) as Record<string, string | undefined>;
        return rule.fix(groups);
      }),
    masked,
  );
  // Rules change only spaces and quotation marks, so the stand-ins are still in order.
  let next = 0;
  return fixed.replace(new RegExp(STAND_IN, "g"), () => kept[next++]!);
}

function mask(text: string): { masked: string; kept: string } {
  const kept: string[] = [];
  const masked = text.replace(protectedSpan, (...args) => {
    const span = args[0] as string;
    const groups = args.at(-1) as { placeholder?: string };
    kept.push(span);
    return (groups.placeholder ? PLACEHOLDER : VERBATIM).repeat(span.length);
  });
  return { masked, kept: kept.join("") };
}

const spaceNames: Record<string, string> = {
  " ": "ordinary space",
  [NBSP]: "no-break space U+00A0",
  [NARROW_NBSP]: "narrow no-break space U+202F",
};

function describeSpace(space: string): string {
  if (space.length !== 1) return space ? `${space.length} spaces` : "no space";
  return (
    spaceNames[space] ??
    `space U+${space.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`
  );
}

function excerpt(text: string, start: number, end: number): string {
  const reach = 20;
  let from = Math.max(0, start - reach);
  let to = Math.min(text.length, end + reach);
  const space = text.indexOf(" ", from);
  if (from > 0 && space !== -1 && space < start) from = space + 1;
  const lastSpace = text.lastIndexOf(" ", to);
  if (to < text.length && lastSpace > end) to = lastSpace;
  return `${from > 0 ? "…" : ""}${text.slice(from, to)}${to < text.length ? "…" : ""}`;
}
