// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Header } from "../../components/layout/header.tsx";
import { MobileMenu } from "../../components/layout/mobile-menu.tsx";
import { ProductsMenu } from "../../components/layout/products-menu.tsx";
import { products } from "../../lib/products.ts";
import { copy } from "./render.tsx";

vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  usePathname: () => "/solutions/pixel",
}));

/**
 * The header's menus are native popovers: their markup is the whole widget (what opens it,
 * what it holds). Opening, closing and the keyboard are the browser's, tested in Chromium
 * (tests/e2e/header.spec.ts, tests/e2e/first-paint.spec.ts).
 */
function popoverOf(button: HTMLElement): HTMLElement {
  const target = button.getAttribute("popovertarget");
  expect(target).toBeTruthy();
  const popover = document.getElementById(target!)!;
  expect(popover).toHaveAttribute("popover", "auto");
  return popover;
}

/** The catalogue's products as the menus list them: the ready-made ones, then custom devices. */
const menuOrder = [
  ...products().filter(({ kind }) => kind !== "custom"),
  ...products().filter(({ kind }) => kind === "custom"),
].map(({ slug }) => slug);

describe("products menu", () => {
  it("is a button for a popover of the ready-made products on one row, then custom devices", () => {
    render(<ProductsMenu lng="fr" />);
    const panel = popoverOf(screen.getByRole("button", { name: "Solutions", hidden: true }));
    const links = within(panel).getAllByRole("link", { hidden: true });
    expect(links.map((link) => link.getAttribute("href"))).toEqual(
      menuOrder.map((slug) => `/fr/solutions/${slug}`),
    );
    expect(menuOrder.at(-1)).toBe("custom");
    const items = within(panel).getAllByRole("listitem", { hidden: true });
    expect(items).toHaveLength(menuOrder.length - 1);
    expect(items[0]!.parentElement).toHaveStyle({ "--count": String(items.length) });
    expect(links[menuOrder.indexOf("pixel")]).toHaveTextContent(/pixel.*Caméra/);
  });
});

describe("language switcher", () => {
  it("offers the same page in both languages, the choice in the link itself", () => {
    render(<Header lng="fr" />);
    const menu = popoverOf(
      screen.getByRole("button", { name: "Langue\u00A0: Français", hidden: true }),
    );
    const english = within(menu).getByRole("link", { name: "English", hidden: true });
    expect(english).toHaveAttribute("href", "/solutions/pixel?lng=en");
    expect(english).toHaveAttribute("hreflang", "en");
    const french = within(menu).getByRole("link", { name: "Français", hidden: true });
    expect(french).toHaveAttribute("href", "/fr/solutions/pixel?lng=fr");
    expect(french).toHaveAttribute("aria-current", "true");
  });
});

describe("mobile menu", () => {
  it("is a button for a dialog listing every solution, custom devices last, and a close button", () => {
    render(<MobileMenu lng="en" />);
    const dialog = popoverOf(screen.getByRole("button", { name: "Open the menu", hidden: true }));
    expect(dialog).toHaveAttribute("role", "dialog");
    expect(document.getElementById(dialog.getAttribute("aria-labelledby")!)).toHaveTextContent(
      "Menu",
    );
    const names = menuOrder.map((slug) => copy("en", "products", `${slug}.name`));
    const links = within(dialog).getAllByRole("link", { hidden: true }).slice(0, names.length);
    expect(links.map((link) => link.textContent)).toEqual(
      names.map((name) => expect.stringMatching(new RegExp(`^${name}`))),
    );
    const close = within(dialog).getByRole("button", { name: "Close the menu", hidden: true });
    expect(close).toHaveAttribute("popovertarget", dialog.id);
    expect(close).toHaveAttribute("popovertargetaction", "hide");
  });

  it("holds the header's and the top banner's links too, in the page's language", () => {
    render(<MobileMenu lng="fr" />);
    const dialog = popoverOf(screen.getByRole("button", { name: "Ouvrir le menu", hidden: true }));
    const link = (name: string | RegExp) =>
      within(dialog).getByRole("link", { name, hidden: true });
    expect(link("Tarifs")).toHaveAttribute("href", "/fr/pricing");
    expect(link("Cas d’usage")).toHaveAttribute("href", "/fr/use-cases");
    expect(link("À propos")).toHaveAttribute("href", "/fr/team");
    expect(link("Sécurité et conformité")).toHaveAttribute("href", "/fr/security");
    expect(link("Distributeurs")).toHaveAttribute("href", "/fr/distributors");
    expect(link("Demander des informations")).toHaveAttribute("href", "/fr/contact");
    expect(link(/^Appelez-nous/)).toHaveAttribute("href", "tel:+33199001234");
    expect(link(/^Écrivez-nous/)).toHaveAttribute("href", "mailto:contact@epiderma.example");
    expect(link("Se connecter")).toHaveAttribute("href", "https://app.epiderma.example/login");
    expect(link("Créer un compte")).toHaveAttribute("href", "https://app.epiderma.example/signup");
  });
});
