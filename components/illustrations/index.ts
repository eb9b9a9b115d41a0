import type { JSX } from "react";
import type { ProductSlug } from "@/lib/products";
import { CopilotIllustration } from "./copilot-illustration";
import { deviceIllustration } from "./device-drawing";
import { EchoIllustration } from "./echo-illustration";
import type { IllustrationProps } from "./shared";

export type { IllustrationProps } from "./shared";
export { DeviceDrawing } from "./device-drawing";
export { StudyFlowIllustration } from "./study-flow-illustration";

/** One drawing per offer, keyed by its slug. Decorative unless given a `title`. */
export const illustrations: Record<ProductSlug, (props: IllustrationProps) => JSX.Element> = {
  copilot: CopilotIllustration,
  echo: EchoIllustration,
  pixel: deviceIllustration("pixel"),
  macro: deviceIllustration("macro"),
  touch: deviceIllustration("touch"),
  dermo: deviceIllustration("dermo"),
  custom: deviceIllustration("custom"),
};
