import {
  BeakerIcon,
  BuildingOffice2Icon,
  HeartIcon,
  SparklesIcon,
} from "@heroicons/react/24/outline";

const icons = {
  brands: SparklesIcon,
  cros: BuildingOffice2Icon,
  clinics: HeartIcon,
  suppliers: BeakerIcon,
};

export function CustomerSegments({
  segments,
}: {
  segments: Record<keyof typeof icons, { name: string; text: string }>;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {Object.entries(segments).map(([id, { name, text }]) => {
        const Icon = icons[id as keyof typeof icons];
        return (
          <li key={id}>
            <Icon aria-hidden="true" className="size-8 text-skin-500" />
            <h3 className="mt-3 font-semibold text-ink-900">{name}</h3>
            <p className="mt-1 text-ink-600">{text}</p>
          </li>
        );
      })}
    </ul>
  );
}
