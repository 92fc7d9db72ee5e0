import { PageHero } from "~/components/sections/page-hero";
import { caseStudiesHero } from "~/content/case-studies";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/case-studies";

export const meta: Route.MetaFunction = () => metaFor("caseStudies");

export default function Page() {
  return <PageHero title={caseStudiesHero.title} subtitle={caseStudiesHero.subtitle} />;
}
