import { PageHero } from "~/components/sections/page-hero";
import { featuresOverview } from "~/content/features";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/features";

export const meta: Route.MetaFunction = () => metaFor("features");

export default function Page() {
  const { hero } = featuresOverview;
  return <PageHero kicker={hero.kicker} title={hero.title} subtitle={hero.subtitle} />;
}
