/**
 * Keyboard moves inside a menu, as pure functions of the items: what the header's native
 * popover menus gain once the page's script runs (components/layout/menu-keys.tsx).
 */

/** Typed letters find an item for this long after the last key, then start afresh. */
export const TYPEAHEAD_RESET_MS = 350;

const steps: Record<string, 1 | -1> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * The item a navigation key moves to from `current` (-1: none has the focus), wrapping around;
 * undefined for any other key.
 */
export function arrowTarget(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  const step = steps[key];
  if (step === undefined) return undefined;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}

/**
 * Type-ahead: the first item after `current` whose label starts with the typed text (case and
 * accents ignored), wrapping around; when the same letter is typed again, the next item with
 * that letter. Undefined when none matches.
 */
export function typeaheadTarget(
  labels: readonly string[],
  current: number,
  typed: string,
): number | undefined {
  const fold = (text: string) =>
    text
      .normalize("NFD")
      .replace(/\p{Mn}/gu, "")
      .trim()
      .toLocaleLowerCase();
  const wanted = fold(typed);
  if (wanted === "") return undefined;
  const repeated = [...wanted].every((letter) => letter === wanted[0]);
  const prefix = repeated ? wanted[0]! : wanted;
  // A new search starts after the current item; a longer prefix may keep the current one.
  const start = repeated || wanted.length === 1 ? current + 1 : Math.max(current, 0);
  for (let offset = 0; offset < labels.length; offset++) {
    const index = (start + offset) % labels.length;
    if (fold(labels[index]!).startsWith(prefix)) return index;
  }
  return undefined;
}
