// What the server renders for the calculator: package.json "imports" resolves
// `#server-calculator` here, and to server-calculator.browser.ts (nothing) in the browser.
import { I18nProvider } from "../i18n/i18n-provider.tsx";
import { PricingCalculator } from "./pricing-calculator.tsx";

export interface CalculatorModules {
  I18nProvider: typeof I18nProvider;
  PricingCalculator: typeof PricingCalculator;
}

export const modules: CalculatorModules | undefined = { I18nProvider, PricingCalculator };
