import { ResourcesHub } from "~/components/sections/company/resources-hub";
import { PageHero } from "~/components/sections/page-hero";
import { resourcesHero } from "~/content/resources";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/resources";

export const meta: Route.MetaFunction = () => metaFor("resources");

export default function Page() {
  return (
    <>
      <PageHero title={resourcesHero.title} subtitle={resourcesHero.subtitle} />
      <ResourcesHub />
    </>
  );
}
