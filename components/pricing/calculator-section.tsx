import { MinusIcon, PlusIcon } from "@heroicons/react/20/solid";
import { ClientCopy } from "@/components/i18n/client-copy";
import type { Language } from "@/lib/i18n/languages";
import { inlineScript } from "@/lib/inline-scripts/bundle";
import { defaultAmounts } from "@/lib/pricing/calculator-state";
import { optionProducts } from "@/lib/pricing/offers";
import type { PriceFile } from "@/lib/content/prices";
import { OnQuote } from "./on-quote";
import { PricingCalculator } from "./pricing-calculator";

/**
 * The calculator with its copy, and right after it the inline script that lets it answer from
 * the first paint, before React arrives (lib/inline-scripts/pricing.ts).
 */
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
