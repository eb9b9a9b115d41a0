// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LanguageSwitcher } from "@/components/layout/language-switcher";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { ProductsMenu } from "@/components/layout/products-menu";
import { copy, renderWithCopy } from "./render";

vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  usePathname: () => "/solutions/pixel",
}));

describe("products menu", () => {
  it("starts as a light trigger and opens the real popover on the first click", async () => {
    renderWithCopy(<ProductsMenu label={copy("en", "header", "solutions")} />);
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
    renderWithCopy(<ProductsMenu label={copy("fr", "header", "solutions")} />, "fr");
    await userEvent.tab();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Solutions" })).toHaveAttribute("id"),
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
    renderWithCopy(<LanguageSwitcher lng="fr" label="Langue : Français" />, "fr");
    await userEvent.click(screen.getByRole("button", { name: "Langue : Français" }));
    const english = await screen.findByRole("menuitem", { name: "English" }, { timeout: 10_000 });
    expect(english).toHaveAttribute("href", "/solutions/pixel");
    expect(screen.getByRole("menuitem", { name: "Français" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });
});

describe("mobile menu", () => {
  it("opens a dialog listing the six products", async () => {
    renderWithCopy(<MobileMenu label={copy("en", "header", "openMenu")} />);
    await userEvent.click(screen.getByRole("button", { name: "Open the menu" }));
    const dialog = await screen.findByRole("dialog", { name: "Menu" }, { timeout: 10_000 });
    for (const name of ["copilot", "echo", "pixel", "macro", "touch", "dermo"]) {
      expect(dialog).toHaveTextContent(name);
    }
    await userEvent.click(screen.getByRole("button", { name: "Close the menu" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
