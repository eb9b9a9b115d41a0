export const TYPEAHEAD_RESET_MS = 350;

const steps: Record<string, 1 | -1> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/** `current` is -1 when no item has the focus. */
export function arrowTarget(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  const step = steps[key];
  if (step === undefined) return undefined;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}

/** Case and accents are ignored; typing the same letter again moves to the next item with it. */
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
