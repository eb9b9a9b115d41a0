import type { JSX } from "react";
import type { SolutionSlug } from "@/lib/catalogue";
import { CopilotIllustration } from "./copilot-illustration";
import { CustomIllustration } from "./custom-illustration";
import { DermoIllustration } from "./dermo-illustration";
import { EchoIllustration } from "./echo-illustration";
import { MacroIllustration } from "./macro-illustration";
import { PixelIllustration } from "./pixel-illustration";
import type { IllustrationProps } from "./shared";
import { TouchIllustration } from "./touch-illustration";

export type { IllustrationProps } from "./shared";
export { StudyFlowIllustration } from "./study-flow-illustration";

/** One drawing per offer, keyed by its slug. Decorative unless given a `title`. */
export const illustrations: Record<SolutionSlug, (props: IllustrationProps) => JSX.Element> = {
  copilot: CopilotIllustration,
  echo: EchoIllustration,
  pixel: PixelIllustration,
  macro: MacroIllustration,
  touch: TouchIllustration,
  dermo: DermoIllustration,
  custom: CustomIllustration,
};
