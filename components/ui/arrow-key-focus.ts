import type { KeyboardEvent } from "react";

const steps: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/** Arrow keys, Home and End move focus between the links of a panel (wrapping around). */
export function moveFocusWithArrows(event: KeyboardEvent<HTMLElement>): void {
  const links = Array.from(event.currentTarget.querySelectorAll<HTMLElement>("a[href]"));
  if (links.length === 0) return;
  const current = links.indexOf(document.activeElement as HTMLElement);
  let next: number | undefined;
  if (event.key in steps) next = (current + steps[event.key]! + links.length) % links.length;
  else if (event.key === "Home") next = 0;
  else if (event.key === "End") next = links.length - 1;
  if (next === undefined) return;
  event.preventDefault();
  links[next]!.focus();
}
