import { DrawingImage } from "./drawing-image";
import type { IllustrationProps } from "./shared";

/**
 * How a study runs: plan in copilot, capture with echo and the devices, results back in
 * copilot. Drawn in public/illustrations/study-flow.svg; the home page's hero, so eager.
 */
export function StudyFlowIllustration(props: IllustrationProps) {
  return <DrawingImage name="study-flow" width={900} height={300} eager {...props} />;
}
