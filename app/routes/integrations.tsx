import { PageHero } from "~/components/sections/page-hero";
import { integrationsOverview } from "~/content/integrations";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/integrations";

export const meta: Route.MetaFunction = () => metaFor("integrations");

export default function Page() {
  const { hero } = integrationsOverview;
  return <PageHero kicker={hero.kicker} title={hero.title} subtitle={hero.subtitle} />;
}
