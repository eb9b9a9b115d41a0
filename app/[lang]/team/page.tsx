import { CopyPageHero } from "../../../components/sections/copy-page.tsx";
import { CtaBlock } from "../../../components/sections/cta-block.tsx";
import { MemberCard } from "../../../components/sections/team/member-card.tsx";
import { Section } from "../../../components/ui/section.tsx";
import { teamMembers } from "../../../lib/content/team.ts";
import { getT } from "../../../lib/i18n/server.ts";
import { requestHref } from "../../../lib/request-pages.ts";
import { languageOf, routeMetadata, type LanguageParams } from "../../../lib/route-metadata.ts";

export const generateMetadata = routeMetadata("/team");

export default async function TeamPage({ params }: LanguageParams) {
  const lng = await languageOf(params);
  const t = getT(lng, "team");
  return (
    <>
      <CopyPageHero lng={lng} ns="team" />
      <Section id="members" title={t("membersTitle")}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {teamMembers().map(({ id, name }) => (
            <li key={id}>
              <MemberCard lng={lng} id={id} name={name} />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBlock
        id="team-cta"
        title={t("joinTitle")}
        text={t("joinText")}
        primary={{ href: requestHref(lng, "other"), label: t("joinCta") }}
      />
    </>
  );
}
