"use client";

import { useEffect, useEffectEvent, useRef, type ComponentProps } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import type { CopyByLanguage } from "../../lib/i18n/copy.ts";
import type { Language } from "../../lib/i18n/languages.ts";
import { CALCULATOR_FORM_ID } from "../../lib/pricing/calculator-form.ts";
import type { PricingCalculator } from "./pricing-calculator.tsx";
import { modules as serverModules } from "#server-calculator";
import type { CalculatorModules } from "./server-calculator.tsx";

type Props = ComponentProps<typeof PricingCalculator> & { lng: Language; copy: CopyByLanguage };

function liveCalculator({ I18nProvider, PricingCalculator }: CalculatorModules) {
  return function LiveCalculator({ lng, copy, ...props }: Props) {
    return (
      <I18nProvider lng={lng} copy={copy}>
        <PricingCalculator {...props} />
      </I18nProvider>
    );
  };
}

// The server renders the calculator into the page at once: `#server-calculator` is empty in the
// browser (package.json "imports"), which fetches it on demand. A static import would put it and
// i18next in the page's scripts; a lazy component would make the server stream the form after
// the page's end (decision 0044).
const ServerCalculator = serverModules && liveCalculator(serverModules);

async function loadCalculator() {
  const [provider, calculator] = await Promise.all([
    import("../i18n/i18n-provider.tsx"),
    import("./pricing-calculator.tsx"),
  ]);
  return liveCalculator({ ...provider, ...calculator });
}

// Calls `start` on the first focus, press or keystroke in the calculator's form, or at once if the
// visitor is in it already or has changed it (the inline script marks it stale). Returns a stop.
function onFirstUse(container: HTMLElement, start: () => void): () => void {
  const form = container.querySelector(`#${CALCULATOR_FORM_ID}`);
  if (!form || form.hasAttribute("data-stale") || form.contains(document.activeElement)) {
    start();
    return () => {};
  }
  const events = ["focusin", "pointerdown", "input"] as const;
  const used = () => {
    stop();
    start();
  };
  const stop = () => events.forEach((type) => form.removeEventListener(type, used, true));
  events.forEach((type) => form.addEventListener(type, used, true));
  return stop;
}

// React leaves an element's server-rendered children alone when it hydrates it with
// dangerouslySetInnerHTML: the calculator's own root hydrates them once the visitor uses it
// (decision 0044). Until then the inline script steps the form and dims the prices.
const serverChildren = { __html: "" };

export function CalculatorOnDemand(props: Props) {
  const container = useRef<HTMLDivElement>(null);
  const calculator = useEffectEvent((LiveCalculator: ReturnType<typeof liveCalculator>) => (
    <LiveCalculator {...props} />
  ));

  useEffect(() => {
    const element = container.current!;
    // Empty after a client-side navigation: nothing to wait for, nothing to hydrate.
    const fromServer = element.firstElementChild !== null;
    let root: Root | undefined;
    let stopped = false;
    const start = () => {
      void loadCalculator().then((LiveCalculator) => {
        if (stopped) return;
        if (fromServer) {
          root = hydrateRoot(element, calculator(LiveCalculator));
        } else {
          root = createRoot(element);
          root.render(calculator(LiveCalculator));
        }
      });
    };
    const stopWatching = fromServer ? onFirstUse(element, start) : (start(), () => {});
    return () => {
      stopped = true;
      stopWatching();
      // Not during the render that removes this component.
      if (root) setTimeout(() => root?.unmount());
    };
  }, []);

  if (ServerCalculator) {
    return (
      <div>
        <ServerCalculator {...props} />
      </div>
    );
  }
  return <div ref={container} dangerouslySetInnerHTML={serverChildren} suppressHydrationWarning />;
}
