import { describe, expect, it } from "vitest";
import { arrowTarget, typeaheadTarget } from "../../lib/menu-keys.ts";

describe("arrowTarget", () => {
  it("moves with the arrows, wrapping around, and jumps with Home and End", () => {
    expect(arrowTarget("ArrowDown", 0, 3)).toBe(1);
    expect(arrowTarget("ArrowRight", 2, 3)).toBe(0);
    expect(arrowTarget("ArrowUp", 0, 3)).toBe(2);
    expect(arrowTarget("ArrowLeft", 1, 3)).toBe(0);
    expect(arrowTarget("Home", 2, 3)).toBe(0);
    expect(arrowTarget("End", 0, 3)).toBe(2);
  });

  it("starts from the first or the last item when none has the focus", () => {
    expect(arrowTarget("ArrowDown", -1, 3)).toBe(0);
    expect(arrowTarget("ArrowUp", -1, 3)).toBe(2);
  });

  it("ignores other keys and empty menus", () => {
    expect(arrowTarget("a", 0, 3)).toBeUndefined();
    expect(arrowTarget("Tab", 0, 3)).toBeUndefined();
    expect(arrowTarget("ArrowDown", -1, 0)).toBeUndefined();
  });
});

describe("typeaheadTarget", () => {
  const labels = ["copilot", "echo", "pixel", "macro", "touch", "dermo", "Custom devices"];

  it("finds the first item after the focused one that starts with the letter", () => {
    expect(typeaheadTarget(labels, -1, "p")).toBe(2);
    expect(typeaheadTarget(labels, 2, "m")).toBe(3);
    // Wraps around past the end.
    expect(typeaheadTarget(labels, 5, "e")).toBe(1);
  });

  it("cycles through the items with the same first letter when it is typed again", () => {
    expect(typeaheadTarget(labels, -1, "c")).toBe(0);
    expect(typeaheadTarget(labels, 0, "cc")).toBe(6);
    expect(typeaheadTarget(labels, 6, "ccc")).toBe(0);
  });

  it("matches a longer prefix typed quickly, ignoring case and accents", () => {
    expect(typeaheadTarget(labels, 0, "cu")).toBe(6);
    expect(typeaheadTarget(["English", "Français"], 0, "FRA")).toBe(1);
    expect(typeaheadTarget(["Équipe", "Tarifs"], 1, "e")).toBe(0);
    expect(typeaheadTarget(labels, 0, "z")).toBeUndefined();
  });
});
