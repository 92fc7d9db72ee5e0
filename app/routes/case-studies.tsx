import { skipContactRevalidation } from "~/components/contact/contact-client-action";
import { CaseStudiesGrid } from "~/components/sections/company/case-studies-grid";
import { PageHero } from "~/components/sections/page-hero";
import { ClosingCta } from "~/components/sections/product/closing-cta";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { backToResources, caseStudiesClosing, caseStudiesHero } from "~/content/case-studies";
import { caseStudies } from "~/content/case-study-stories";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/case-studies";

export const meta: Route.MetaFunction = () => metaFor("caseStudies");
export const shouldRevalidate = skipContactRevalidation;

// The stories come only through loader data (as the feature pages' content does): their text stays
// out of the page's script, which is at its 130 KB budget.
export function loader() {
  return { studies: caseStudies };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { studies } = loaderData;
  return (
    <>
      {/* A shorter hero than the other pages' (review 64): the featured story's card, its call to
          action included, ends inside a 1440 × 900 first screen. Its glow (the hero's first child)
          shorter to match, so the hero's overflow does not cut the blur off in a line. */}
      <PageHero
        kicker={caseStudiesHero.kicker}
        title={caseStudiesHero.title}
        subtitle={caseStudiesHero.subtitle}
        className="sm:pt-32 sm:pb-12 sm:[&>div:first-child]:h-64"
      >
        <ButtonLink to={backToResources.href} variant="outline">
          <Icon name="ArrowLeft" className="h-4 w-4" />
          {backToResources.label}
        </ButtonLink>
      </PageHero>
      <CaseStudiesGrid studies={studies} />
      <ClosingCta
        heading={caseStudiesClosing.heading}
        text={caseStudiesClosing.text}
        contact={{ label: caseStudiesClosing.cta, service: caseStudiesClosing.service }}
      />
    </>
  );
}
