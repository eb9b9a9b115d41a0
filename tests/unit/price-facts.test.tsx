// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PriceFacts } from "../../components/pricing/price-facts.tsx";
import { TrialKit } from "../../components/pricing/trial-kit.tsx";
import { readPrices, type PriceFile } from "../../lib/content/prices.ts";
import { createI18n } from "../../lib/i18n/copy.ts";
import { preparedRequest, requestHref } from "../../lib/request-pages.ts";
import { copy } from "./render.tsx";

/**
 * What a price includes and whether the trial kit is credited on an order: facts of the price
 * file, null until sales gives them. As shipped, one line asks about all of them; a fact filled
 * in (a fixture, not the real file) is stated and leaves the question.
 */
const shipped = readPrices();
const unknown = Object.fromEntries(
  Object.keys(shipped.includes).map((key) => [key, null]),
) as PriceFile["includes"];

describe("what a price includes", () => {
  it("as shipped: every point is null, and one line asks about them all, the trial kit's credit too", () => {
    expect(Object.values(shipped.includes).every((value) => value === null)).toBe(true);
    expect(shipped.trialKit.creditedOnOrder).toBeNull();
    const { container } = render(<PriceFacts lng="en" prices={shipped} />);
    const lines = container.querySelectorAll("p");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toHaveTextContent(
      "What a price includes (setup, training, user accounts, data storage, device warranty, calibration and shipping) and whether the trial kit's price is credited on an order: ask us.",
    );
    // The link asks sales for a quote with the same questions written.
    expect(screen.getByRole("link", { name: "ask us" })).toHaveAttribute(
      "href",
      requestHref("en", "price-facts"),
    );
    expect(preparedRequest(createI18n("en"), "en", "price-facts")).toEqual({
      topic: "quote",
      message:
        "Hello, before we ask for a quote, could you tell us what a price includes (setup, training, user accounts, data storage, device warranty, calibration and shipping) and whether the trial kit's price is credited on an order?",
    });
  });

  it("states what sales gave, in either language, and asks only about the rest", () => {
    const given: Pick<PriceFile, "includes" | "trialKit"> = {
      includes: { ...unknown, setup: true, training: true, shipping: false },
      trialKit: { ...shipped.trialKit, creditedOnOrder: null },
    };
    const { container } = render(<PriceFacts lng="fr" prices={given} />);
    expect([...container.querySelectorAll("p")].map((line) => line.textContent)).toEqual([
      "Compris dans chaque prix\u00a0: mise en service et formation.",
      "Chiffré à part\u00a0: livraison.",
      "Ce que comprend un prix (comptes utilisateurs, stockage des données, garantie des appareils et étalonnage) et si le prix du kit d’essai est déduit d’une commande\u00a0: demandez-nous.",
    ]);
  });

  it("says nothing to ask once everything is given, and the trial kit says whether it is credited", () => {
    const all: PriceFile = {
      ...shipped,
      includes: Object.fromEntries(
        Object.keys(unknown).map((key) => [key, true]),
      ) as PriceFile["includes"],
      trialKit: { ...shipped.trialKit, creditedOnOrder: true },
    };
    const { container } = render(
      <>
        <PriceFacts lng="en" prices={all} />
        <TrialKit lng="en" prices={all} />
      </>,
    );
    expect(screen.queryByRole("link", { name: "ask us" })).toBeNull();
    expect(container.querySelector("[data-testid='price-facts']")).toHaveTextContent(
      /^Included in every price: setup, training, user accounts, data storage, device warranty, calibration and shipping\.$/,
    );
    expect(screen.getByText(copy("en", "pricing", "facts.credited"))).toBeVisible();
  });
});
