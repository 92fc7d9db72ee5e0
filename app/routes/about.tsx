import { PageHero } from "~/components/sections/page-hero";
import { aboutHero } from "~/content/about";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () => metaFor("about");

export default function Page() {
  return <PageHero kicker={aboutHero.kicker} title={aboutHero.heading} subtitle={aboutHero.paragraph} />;
}
