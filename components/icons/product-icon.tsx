import {
  CameraIcon,
  CloudIcon,
  CpuChipIcon,
  DevicePhoneMobileIcon,
  EyeDropperIcon,
  HandRaisedIcon,
  MagnifyingGlassPlusIcon,
} from "@heroicons/react/24/outline";
import type { SolutionSlug } from "@/lib/catalogue";

const icons: Record<SolutionSlug, typeof CloudIcon> = {
  copilot: CloudIcon,
  echo: DevicePhoneMobileIcon,
  pixel: CameraIcon,
  macro: MagnifyingGlassPlusIcon,
  touch: HandRaisedIcon,
  dermo: EyeDropperIcon,
  custom: CpuChipIcon,
};

/** A product's icon; decorative, since the product's name always stands beside it. */
export function ProductIcon({ slug, className }: { slug: SolutionSlug; className?: string }) {
  const Icon = icons[slug];
  return <Icon aria-hidden="true" className={className} />;
}
