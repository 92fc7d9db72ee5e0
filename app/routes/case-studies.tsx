import { ArrowLeft } from "lucide-react";
import { CaseStudiesGrid } from "~/components/sections/company/case-studies-grid";
import { PageHero } from "~/components/sections/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { backToResources, caseStudiesHero } from "~/content/case-studies";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/case-studies";

export const meta: Route.MetaFunction = () => metaFor("caseStudies");

export default function Page() {
  return (
    <>
      <PageHero title={caseStudiesHero.title} subtitle={caseStudiesHero.subtitle}>
        <ButtonLink to={backToResources.href} variant="outline">
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {backToResources.label}
        </ButtonLink>
      </PageHero>
      <CaseStudiesGrid />
    </>
  );
}
