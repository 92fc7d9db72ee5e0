import { ResourcesHeroArt } from "~/components/sections/company/resources-hero-art";
import { ResourcesHub } from "~/components/sections/company/resources-hub";
import { PageHero } from "~/components/sections/page-hero";
import { ClosingCta } from "~/components/sections/product/closing-cta";
import { resourcesClosing } from "~/content/closing";
import { resourcesHero } from "~/content/resources";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/resources";

export const meta: Route.MetaFunction = () => metaFor("resources");

export default function Page() {
  return (
    <>
      <PageHero
        kicker={resourcesHero.kicker}
        title={resourcesHero.title}
        subtitle={resourcesHero.subtitle}
        aside={<ResourcesHeroArt />}
        // The art is for wider screens: on a phone its slot (and its top margin) is not drawn.
        asideClassName="max-sm:hidden"
      />
      <ResourcesHub />
      <ClosingCta
        heading={resourcesClosing.heading}
        text={resourcesClosing.text}
        contact={{ label: resourcesClosing.cta, service: resourcesClosing.service }}
      />
    </>
  );
}
