import { Section } from "../ui/section.tsx";
import type { Language } from "../../lib/i18n/languages.ts";
import { getT } from "../../lib/i18n/server.ts";
import { CopilotScreen, copilotScreens } from "./copilot-screens.tsx";
import { EchoScreen, echoScreens } from "./echo-screens.tsx";

export function PlatformShowcase({ lng, slug }: { lng: Language; slug: "copilot" | "echo" }) {
  const t = getT(lng, "product-pages");
  return (
    <Section
      id={`${slug}-showcase`}
      title={t(`${slug}.showcase.title`)}
      lead={t(`${slug}.showcase.lead`)}
    >
      {slug === "copilot" ? (
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-2">
          {copilotScreens.map((screen) => (
            <CopilotScreen key={screen} lng={lng} screen={screen} />
          ))}
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-10 md:grid-cols-3">
          {echoScreens.map((screen) => (
            <EchoScreen
              key={screen}
              lng={lng}
              screen={screen}
              className="mx-auto w-full max-w-60"
            />
          ))}
        </div>
      )}
    </Section>
  );
}
