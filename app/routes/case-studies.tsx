import { skipContactRevalidation } from "~/components/contact/contact-client-action";
import { CaseStudiesGrid } from "~/components/sections/company/case-studies-grid";
import { PageHero } from "~/components/sections/page-hero";
import { ClosingCta } from "~/components/sections/product/closing-cta";
import { BackLink } from "~/components/ui/back-link";
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
      {/* A short hero (review 67): the way back a quiet link above the title, the lead beside the
          title from 1024 px, so the featured story starts about 300 px down a 1440 × 900 screen. */}
      <PageHero
        crumb={<BackLink {...backToResources} />}
        title={caseStudiesHero.title}
        aside={<p className="max-w-xl text-lead text-pretty text-slate-600">{caseStudiesHero.subtitle}</p>}
        asideClassName="mt-5 lg:mt-0 lg:self-end lg:pb-1"
        className="pt-24 pb-8 sm:pt-28 sm:pb-10 sm:[&>div:first-child]:top-4 sm:[&>div:first-child]:h-40"
      />
      <CaseStudiesGrid studies={studies} />
      <ClosingCta
        heading={caseStudiesClosing.heading}
        text={caseStudiesClosing.text}
        contact={{ label: caseStudiesClosing.cta, service: caseStudiesClosing.service }}
      />
    </>
  );
}
