import { skipContactRevalidation } from "~/components/contact/contact-client-action";
import { newsletterClientAction } from "~/components/sections/company/newsletter-signup";
import {
  ResourcesFeatured,
  ResourcesHub,
  ResourcesLibraryIndex,
  useResourceDialogs,
} from "~/components/sections/company/resources-hub";
import { PageHero } from "~/components/sections/page-hero";
import { ClosingCta } from "~/components/sections/product/closing-cta";
import { featuredOrderBars } from "~/content/case-studies";
import { caseStudies, ecommerceGrowthDetail } from "~/content/case-study-stories";
import { resourcesClosing } from "~/content/closing";
import { type ResourceFeaturedStudy, resourceCards, resourcesFeatured, resourcesHero } from "~/content/resources";
import { metaFor } from "~/lib/meta";
import { contactFormHeaders } from "~/server/contact/http.server";
import { resourcesAction } from "~/server/newsletter/subscribe.server";
import type { Route } from "./+types/resources";

export const meta: Route.MetaFunction = () => metaFor("resources");
export const shouldRevalidate = skipContactRevalidation;

// The cards' copy and what the page shows of the case studies come through loader data (as on
// /case-studies): the cards are kept server markup, so neither their copy nor the stories need be
// in the page's script, which is at its 130 KB budget.
export function loader() {
  const story = caseStudies.find((study) => study.hasDetail)!;
  const [lead, ...rest] = ecommerceGrowthDetail.metrics;
  const featured: ResourceFeaturedStudy = {
    kicker: resourcesFeatured.kicker,
    href: resourcesFeatured.href,
    title: story.title,
    cta: story.cta,
    lead: { value: lead.value, label: resourcesFeatured.leadLabel },
    figures: resourcesFeatured.figures.map((label) => rest.find((m) => m.label === label)!),
    bars: featuredOrderBars.bars,
    barLabels: featuredOrderBars.barLabels,
  };
  return {
    cards: resourceCards,
    studies: caseStudies.map(({ id, title, stat, icon }) => ({ id, title, stat, icon })),
    featured,
  };
}

// The CEO Blogs dialog's newsletter sign-up posts here, with or without JavaScript.
export const action = ({ request, context }: Route.ActionArgs) => resourcesAction(request, context);
// A refused sign-up's Retry-After, as the contact form's page sends it.
export const headers = contactFormHeaders;
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  newsletterClientAction(request, serverAction);

export default function Page({ loaderData }: Route.ComponentProps) {
  const { cards, studies, featured } = loaderData;
  // The hero's chips and the cards both open the library's dialogs.
  const dialogs = useResourceDialogs();
  return (
    <>
      <PageHero
        kicker={resourcesHero.kicker}
        title={resourcesHero.title}
        subtitle={resourcesHero.subtitle}
        aside={<ResourcesFeatured study={featured} />}
        asideClassName="max-sm:mt-8"
      >
        <ResourcesLibraryIndex dialogs={dialogs} cards={cards} studies={studies.length} />
      </PageHero>
      <ResourcesHub dialogs={dialogs} cards={cards} studies={studies} />
      <ClosingCta
        heading={resourcesClosing.heading}
        text={resourcesClosing.text}
        contact={{ label: resourcesClosing.cta, service: resourcesClosing.service }}
      />
    </>
  );
}
