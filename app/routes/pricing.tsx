import { PageHero } from "~/components/sections/page-hero";
import { pricingHero } from "~/content/pricing";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/pricing";

export const meta: Route.MetaFunction = () => metaFor("pricing");

export default function Page() {
  return <PageHero title={pricingHero.title} subtitle={pricingHero.subtitle} />;
}
