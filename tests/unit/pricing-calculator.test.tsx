// @vitest-environment jsdom
import { MinusIcon, PlusIcon } from "@heroicons/react/20/solid";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { I18nProvider } from "../../components/i18n/i18n-provider.tsx";
import { PricingCalculator } from "../../components/pricing/pricing-calculator.tsx";
import { pickCopy } from "../../lib/i18n/copy.ts";
import type { Language } from "../../lib/i18n/languages.ts";
import { euroFormat } from "../../lib/format.ts";
import { Headline } from "../../components/pricing/headline.tsx";
import { defaultAmounts } from "../../lib/pricing/calculator-state.ts";
import { readPrices } from "../../lib/content/prices.ts";
import type { OptionId } from "../../lib/pricing/model.ts";
import { optionProducts } from "../../lib/pricing/offers.ts";
import { headlinePrice, quote, type PricingInput } from "../../lib/pricing/pricing.ts";
import { renderWithCopy } from "./render.tsx";

const prices = readPrices();
/** The page hands the steppers' icons over as markup (components/pricing/calculator-section.tsx). */
const stepIcons = {
  decrease: <MinusIcon aria-hidden="true" className="size-5" />,
  increase: <PlusIcon aria-hidden="true" className="size-5" />,
};

/** The calculator with the real copy and the real price file, as the page renders it. */
function renderCalculator(lng: Language = "en", search = "") {
  window.history.replaceState(null, "", `/pricing${search}`);
  return renderWithCopy(
    <PricingCalculator
      prices={prices}
      amounts={defaultAmounts(lng, prices)}
      stepIcons={stepIcons}
      brings={optionProducts()}
    />,
    lng,
    ["pricing", "products"],
  );
}

/** What the page should show for a configuration, from the pricing function itself. */
function expected(lng: Language, input: PricingInput) {
  const format = euroFormat(lng);
  const { rental, purchase } = quote(prices, input);
  return {
    rental: format(rental.perPanellistMonth),
    purchase: format(purchase.perPanellistMonth),
    rentalStudy: format(rental.study),
  };
}

const price = (id: string) => screen.queryByTestId(`${id}-price`)?.textContent;
const switchNames: Record<OptionId, string> = {
  platform: "Platform with mobile app",
  pixel: "Face camera",
  macro: "Dermatoscope",
  touch: "Skin probe",
};

afterEach(() => vi.useRealTimers());

describe("pricing calculator", () => {
  it("opens on the headline's study, showing the headline's price with its totals", () => {
    renderCalculator();
    const study = prices.headline;
    const want = expected("en", study);
    expect(price("rental")).toBe(want.rental);
    expect(price("purchase")).toBe(want.purchase);
    expect(screen.getByTestId("rental-study")).toHaveTextContent(want.rentalStudy);
    // The price the page leads with, for the same way to pay.
    const headline = headlinePrice(prices);
    expect(price(headline.way)).toBe(euroFormat("en")(headline.perPanellistMonth));
    expect(screen.getByRole("textbox", { name: "Duration in months" })).toHaveValue(
      String(study.months),
    );
    expect(screen.getByRole("textbox", { name: "Panellists" })).toHaveValue(
      String(study.panellists),
    );
    for (const [option, name] of Object.entries(switchNames))
      if (study.options.includes(option as OptionId))
        expect(screen.getByRole("switch", { name })).toBeChecked();
      else expect(screen.getByRole("switch", { name })).not.toBeChecked();
  });

  it("takes its starting study from the price file's headline, whatever it is", () => {
    const headline = { months: 6, panellists: 120, options: ["platform", "macro"] as OptionId[] };
    const edited = { ...prices, headline };
    window.history.replaceState(null, "", "/pricing");
    renderWithCopy(
      <>
        <Headline lng="en" prices={edited} />
        <PricingCalculator
          prices={edited}
          amounts={defaultAmounts("en", edited)}
          stepIcons={stepIcons}
          brings={optionProducts()}
        />
      </>,
      "en",
      ["pricing", "products"],
    );
    const { way, perPanellistMonth } = headlinePrice(edited);
    const lead = euroFormat("en")(perPanellistMonth);
    expect(
      screen.getByText(new RegExp(`^${lead.replace(".", "\\.")} per panellist`)),
    ).toBeVisible();
    expect(price(way)).toBe(lead);
    expect(screen.getByRole("textbox", { name: "Duration in months" })).toHaveValue("6");
    expect(screen.getByRole("switch", { name: "Dermatoscope" })).toBeChecked();
    expect(screen.getByRole("switch", { name: "Face camera" })).not.toBeChecked();
  });

  it("updates the prices, the URL and the quote link as the visitor types and toggles", async () => {
    renderCalculator();
    const user = userEvent.setup();
    const months = screen.getByRole("textbox", { name: "Duration in months" });
    await user.clear(months);
    await user.type(months, "24");
    await user.click(screen.getByRole("switch", { name: "Skin probe" }));
    await user.click(screen.getByRole("button", { name: "One panellist more" }));

    const input: PricingInput = {
      months: 24,
      panellists: 41,
      options: ["platform", "pixel", "touch"],
    };
    expect(price("rental")).toBe(expected("en", input).rental);
    expect(price("purchase")).toBe(expected("en", input).purchase);
    expect(window.location.search).toBe("?months=24&panellists=41&options=platform,pixel,touch");

    const link = screen.getByRole("link", { name: "Request a quote" });
    const url = new URL(link.getAttribute("href")!, "http://site.test");
    expect(url.pathname).toBe("/contact");
    expect(url.searchParams.get("topic")).toBe("quote");
    expect(url.searchParams.get("configuration")).toBe(
      "months=24&panellists=41&options=platform,pixel,touch",
    );
  });

  it("says what renting and buying mean, and from how many months buying costs less", async () => {
    renderCalculator("en", "?months=12&panellists=40&options=platform,pixel");
    expect(screen.getByRole("region", { name: "Rent" })).toHaveTextContent(
      "Devices rented for the length of the study",
    );
    expect(screen.getByRole("region", { name: "Buy" })).toHaveTextContent(
      "the platform is a subscription either way",
    );
    // lib/pricing/pricing.ts breakEven: from 5 months with this panel and a camera
    expect(screen.getByTestId("break-even")).toHaveTextContent(
      "Buying costs less than renting for any study of 5 months or more",
    );
    const user = userEvent.setup();
    const panellists = screen.getByRole("textbox", { name: "Panellists" });
    await user.clear(panellists);
    await user.type(panellists, "1");
    expect(screen.getByTestId("break-even")).toHaveTextContent(
      "Renting stays cheaper than buying for any study up to 60 months",
    );
    await user.click(screen.getByRole("switch", { name: "Face camera" }));
    expect(screen.getByTestId("break-even")).toHaveTextContent("renting and buying cost the same");
  });

  it("writes French prices the French way and links to the French contact page", () => {
    renderCalculator("fr", "?months=1&panellists=1&options=pixel");
    const want = expected("fr", { months: 1, panellists: 1, options: ["pixel"] });
    expect(price("rental")).toBe(want.rental);
    expect(price("rental")).toMatch(/^39,00\s€$/);
    expect(price("purchase")).toMatch(/^3\s400,00\s€$/);
    expect(screen.getByRole("link", { name: "Demander un devis" }).getAttribute("href")).toBe(
      "/fr/contact?topic=quote&configuration=months%3D1%26panellists%3D1%26options%3Dpixel",
    );
  });

  it("starts from a shared link's configuration", () => {
    renderCalculator("en", "?months=6&panellists=1000&options=platform");
    expect(screen.getByRole("textbox", { name: "Duration in months" })).toHaveValue("6");
    expect(screen.getByRole("textbox", { name: "Panellists" })).toHaveValue("1000");
    expect(price("rental")).toBe("€4.85");
  });

  it.each([
    [
      "months",
      "abc",
      "Duration in months",
      "Enter the duration as a whole number of months, for example 12.",
    ],
    ["months", "61", "Duration in months", "The duration must be from 1 to 60 months."],
    [
      "months",
      "2.5",
      "Duration in months",
      "Enter the duration as a whole number of months, for example 12.",
    ],
    ["panellists", "0", "Panellists", "The panel must have from 1 to 10,000 panellists."],
    ["panellists", "10001", "Panellists", "The panel must have from 1 to 10,000 panellists."],
    [
      "panellists",
      "",
      "Panellists",
      "Enter the number of panellists as a whole number, for example 40.",
    ],
  ])(
    "shows no price for %s = %j, and says why next to the field",
    async (name, value, label, message) => {
      renderCalculator();
      const field = screen.getByRole("textbox", { name: label });
      await userEvent.clear(field);
      if (value) await userEvent.type(field, value);
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(price("rental")).toBeUndefined();
      expect(price("purchase")).toBeUndefined();
      expect(screen.queryByText(/€/)).toBeNull();
      // The quote link still carries what was typed: sales can price what the calculator cannot.
      const url = new URL(
        screen.getByRole("link", { name: "Request a quote" }).getAttribute("href")!,
        "http://site.test",
      );
      expect(url.pathname).toBe("/contact");
      expect(new URLSearchParams(url.searchParams.get("configuration")!).get(name)).toBe(value);
    },
  );

  it("shows no price without an option", async () => {
    renderCalculator("en", "?options=touch");
    await userEvent.click(screen.getByRole("switch", { name: "Skin probe" }));
    expect(screen.getByText("Choose at least one option to see a price.")).toBeVisible();
    expect(price("rental")).toBeUndefined();
  });

  it("steps within the limits", async () => {
    renderCalculator("en", "?months=60&panellists=1");
    await userEvent.click(screen.getByRole("button", { name: "One month more" }));
    await userEvent.click(screen.getByRole("button", { name: "One panellist fewer" }));
    expect(screen.getByRole("textbox", { name: "Duration in months" })).toHaveValue("60");
    expect(screen.getByRole("textbox", { name: "Panellists" })).toHaveValue("1");
  });

  it("announces the new prices politely, once the visitor pauses", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderCalculator();
    const live = document.querySelector('[aria-live="polite"]')!;
    expect(live).toHaveTextContent("");
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByRole("textbox", { name: "Panellists" }), "0");
    expect(live).toHaveTextContent("");
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const want = expected("en", {
      ...prices.headline,
      panellists: prices.headline.panellists * 10,
    });
    expect(live).toHaveTextContent(`Rent: ${want.rental}. Buy: ${want.purchase}.`);
    expect(within(live as HTMLElement).queryByRole("textbox")).toBeNull();
  });
});

describe("option switches", () => {
  it("are native checkboxes drawn as switches: labelled, described, toggled by Space or a click", async () => {
    renderCalculator("en", "?months=12&panellists=40&options=platform,touch");
    const camera = () => screen.getByRole("switch", { name: "Face camera" });
    expect(camera()).toHaveAttribute("type", "checkbox");
    expect(camera()).toHaveAccessibleDescription("pixel");
    camera().focus();
    await userEvent.keyboard(" ");
    expect(camera()).toBeChecked();
    expect(window.location.search).toContain("options=platform,pixel,touch");
    await userEvent.click(screen.getByText("Face camera"));
    expect(camera()).not.toBeChecked();
    expect(window.location.search).toContain("options=platform,touch");
  });

  it("prices what the form holds when React hydrates it, typed before hydration included", async () => {
    // The prerendered calculator, changed by the visitor before the page's script arrived.
    window.history.replaceState(null, "", "/pricing");
    const page = (
      <I18nProvider lng="en" copy={pickCopy("en", ["common", "pricing", "products"])}>
        <PricingCalculator
          prices={prices}
          amounts={defaultAmounts("en", prices)}
          stepIcons={stepIcons}
          brings={optionProducts()}
        />
      </I18nProvider>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const form = container.querySelector("form")!;
    (form.elements.namedItem("months") as HTMLInputElement).value = "24";
    (form.elements.namedItem("panellists") as HTMLInputElement).value = "300";
    for (const box of form.querySelectorAll<HTMLInputElement>('input[name="options"]'))
      box.checked = ["platform", "pixel", "touch"].includes(box.value);
    await act(async () => {
      hydrateRoot(container, page);
    });
    const want = expected("en", {
      months: 24,
      panellists: 300,
      options: ["platform", "pixel", "touch"],
    });
    expect(price("rental")).toBe(want.rental);
    expect(price("purchase")).toBe(want.purchase);
    expect(form).toHaveAttribute("data-live");
    container.remove();
  });
});
