// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LanguageMenu } from "@/components/layout/language-menu";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { ProductsMenu } from "@/components/layout/products-menu";
import { renderWithCopy } from "./render";

vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  usePathname: () => "/solutions/pixel",
}));

describe("products menu", () => {
  it("starts as a light trigger and opens the real popover on the first click", async () => {
    renderWithCopy(<ProductsMenu />);
    const trigger = screen.getByRole("button", { name: "Solutions" });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(trigger);
    const pixel = await screen.findByRole("link", { name: /pixel/ }, { timeout: 10_000 });
    expect(pixel).toHaveAttribute("href", "/solutions/pixel");
    expect(screen.getAllByRole("link")).toHaveLength(7);
    expect(screen.getByRole("button", { name: "Solutions" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });

  it("keeps keyboard focus on the button when the widget replaces the trigger", async () => {
    renderWithCopy(<ProductsMenu />, "fr");
    await userEvent.tab();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Solutions" })).toHaveAttribute(
        "id",
        expect.stringMatching(/^headlessui-/),
      ),
    );
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Solutions" }));
    await userEvent.keyboard("{Enter}");
    expect(
      await screen.findByRole("link", { name: /Caméra visage complet/ }, { timeout: 10_000 }),
    ).toHaveAttribute("href", "/fr/solutions/pixel");
  });
});

describe("language switcher", () => {
  it("shows the current language and offers the same page in both languages", async () => {
    renderWithCopy(<LanguageMenu />, "fr");
    await userEvent.click(screen.getByRole("button", { name: "Langue\u00A0: Français" }));
    const english = await screen.findByRole("menuitem", { name: "English" }, { timeout: 10_000 });
    expect(english).toHaveAttribute("href", "/solutions/pixel");
    expect(screen.getByRole("menuitem", { name: "Français" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });
});

describe("mobile menu", () => {
  it("opens a dialog listing every solution, custom devices last", async () => {
    renderWithCopy(<MobileMenu />);
    await userEvent.click(screen.getByRole("button", { name: "Open the menu" }));
    const dialog = await screen.findByRole("dialog", { name: "Menu" }, { timeout: 10_000 });
    const names = ["copilot", "echo", "pixel", "macro", "touch", "dermo", "Custom devices"];
    const links = within(dialog).getAllByRole("link").slice(0, names.length);
    expect(links.map((link) => link.textContent)).toEqual(
      names.map((name) => expect.stringMatching(new RegExp(`^${name}`))),
    );
    await userEvent.click(screen.getByRole("button", { name: "Close the menu" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
