import { MinusIcon, PlusIcon } from "@heroicons/react/20/solid";
import { ClientCopy } from "../i18n/client-copy.tsx";
import type { Language } from "../../lib/i18n/languages.ts";
import { inlineScript } from "../../lib/inline-scripts/bundle.ts";
import { defaultAmounts } from "../../lib/pricing/calculator-state.ts";
import { optionProducts } from "../../lib/pricing/offers.ts";
import type { PriceFile } from "../../lib/content/prices.ts";
import { OnQuote } from "./on-quote.tsx";
import { PricingCalculator } from "./pricing-calculator.tsx";

const stepIcons = {
  decrease: <MinusIcon aria-hidden="true" className="size-5" />,
  increase: <PlusIcon aria-hidden="true" className="size-5" />,
};

export function CalculatorSection({ lng, prices }: { lng: Language; prices: PriceFile }) {
  return (
    <>
      <ClientCopy lng={lng} namespaces={["pricing", "products"]}>
        <PricingCalculator
          prices={prices}
          amounts={defaultAmounts(lng, prices)}
          stepIcons={stepIcons}
          onQuote={<OnQuote lng={lng} />}
          brings={optionProducts()}
        />
      </ClientCopy>
      <script dangerouslySetInnerHTML={{ __html: inlineScript("pricing") }} />
    </>
  );
}
