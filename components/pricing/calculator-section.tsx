import { MinusIcon, PlusIcon } from "@heroicons/react/20/solid";
import { pickCopy } from "../../lib/i18n/copy.ts";
import type { Language } from "../../lib/i18n/languages.ts";
import { inlineScript } from "../../lib/inline-scripts/bundle.ts";
import { defaultAmounts } from "../../lib/pricing/calculator-state.ts";
import { optionProducts } from "../../lib/pricing/offers.ts";
import type { PriceFile } from "../../lib/content/prices.ts";
import { CalculatorOnDemand } from "./calculator-on-demand.tsx";
import { OnQuote } from "./on-quote.tsx";

const stepIcons = {
  decrease: <MinusIcon aria-hidden="true" className="size-5" />,
  increase: <PlusIcon aria-hidden="true" className="size-5" />,
};

export function CalculatorSection({ lng, prices }: { lng: Language; prices: PriceFile }) {
  return (
    <>
      <CalculatorOnDemand
        lng={lng}
        // The calculator's copy is inlined (decision 0040): name only the namespaces it uses.
        copy={pickCopy(lng, ["pricing", "products"])}
        prices={prices}
        amounts={defaultAmounts(lng, prices)}
        stepIcons={stepIcons}
        onQuote={<OnQuote lng={lng} />}
        brings={optionProducts()}
      />
      <script dangerouslySetInnerHTML={{ __html: inlineScript("pricing") }} />
    </>
  );
}
