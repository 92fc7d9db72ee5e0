import { PageHero } from "~/components/sections/page-hero";
import { servicesPage } from "~/content/services-page";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = () => metaFor("services");

export default function Page() {
  const { hero } = servicesPage;
  return <PageHero kicker={hero.kicker} title={hero.title} subtitle={hero.subtitle} />;
}
