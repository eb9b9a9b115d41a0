import { DrawingImage } from "./drawing-image";
import type { IllustrationProps } from "./shared";

/** copilot, the cloud study platform: a laptop showing a study dashboard (its product hero). */
export function CopilotIllustration(props: IllustrationProps) {
  return <DrawingImage name="copilot" width={400} height={300} eager {...props} />;
}
