import {
  ResourcesFeatured,
  ResourcesHub,
  ResourcesLibraryIndex,
  useResourceDialogs,
} from "~/components/sections/company/resources-hub";
import { PageHero } from "~/components/sections/page-hero";
import { ClosingCta } from "~/components/sections/product/closing-cta";
import { resourcesClosing } from "~/content/closing";
import { resourcesHero } from "~/content/resources";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/resources";

export const meta: Route.MetaFunction = () => metaFor("resources");

export default function Page() {
  // The hero's chips and the cards both open the library's dialogs.
  const dialogs = useResourceDialogs();
  return (
    <>
      <PageHero
        kicker={resourcesHero.kicker}
        title={resourcesHero.title}
        subtitle={resourcesHero.subtitle}
        aside={<ResourcesFeatured />}
        asideClassName="max-sm:mt-8"
      >
        <ResourcesLibraryIndex dialogs={dialogs} />
      </PageHero>
      <ResourcesHub dialogs={dialogs} />
      <ClosingCta
        heading={resourcesClosing.heading}
        text={resourcesClosing.text}
        contact={{ label: resourcesClosing.cta, service: resourcesClosing.service }}
      />
    </>
  );
}
