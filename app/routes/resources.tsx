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
import { resourcesClosing, resourcesHero } from "~/content/resources";
import { metaFor } from "~/lib/meta";
import { contactFormHeaders } from "~/server/contact/http.server";
import { resourcesAction } from "~/server/newsletter/subscribe.server";
import { resourcesPageData } from "~/server/site/resources-page.server";
import type { Route } from "./+types/resources";

export const meta: Route.MetaFunction = () => metaFor("resources");
export const shouldRevalidate = skipContactRevalidation;

export const loader = () => resourcesPageData();

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
