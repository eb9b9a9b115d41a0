// The browser's `#server-calculator`: there the calculator is fetched on demand (decision 0044).
import type { CalculatorModules } from "./server-calculator.tsx";

export const modules: CalculatorModules | undefined = undefined;
