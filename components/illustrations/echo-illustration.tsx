import { DrawingImage } from "./drawing-image";
import type { IllustrationProps } from "./shared";

/** echo, the panellist app: a phone guiding a self-photo, a questionnaire and a reminder. */
export function EchoIllustration(props: IllustrationProps) {
  return <DrawingImage name="echo" width={400} height={300} eager {...props} />;
}
