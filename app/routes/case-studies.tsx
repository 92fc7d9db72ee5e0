import { CaseStudiesGrid } from "~/components/sections/company/case-studies-grid";
import { CaseStudiesHeroArt } from "~/components/sections/company/case-studies-hero-art";
import { PageHero } from "~/components/sections/page-hero";
import { ClosingCta } from "~/components/sections/product/closing-cta";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { backToResources, caseStudiesHero } from "~/content/case-studies";
import { caseStudiesClosing } from "~/content/closing";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/case-studies";

export const meta: Route.MetaFunction = () => metaFor("caseStudies");

export default function Page() {
  return (
    <>
      <PageHero
        kicker={caseStudiesHero.kicker}
        title={caseStudiesHero.title}
        subtitle={caseStudiesHero.subtitle}
        aside={<CaseStudiesHeroArt />}
        // The quote closes the story too: a phone goes straight from the title to the stories.
        asideClassName="max-md:hidden"
      >
        <ButtonLink to={backToResources.href} variant="outline">
          <Icon name="ArrowLeft" className="h-4 w-4" />
          {backToResources.label}
        </ButtonLink>
      </PageHero>
      <CaseStudiesGrid />
      <ClosingCta
        heading={caseStudiesClosing.heading}
        text={caseStudiesClosing.text}
        contact={{ label: caseStudiesClosing.cta, service: caseStudiesClosing.service }}
      />
    </>
  );
}
