import { newsletterClientAction } from "~/components/sections/company/newsletter-signup";
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
import { contactFormHeaders } from "~/server/contact/http.server";
import { resourcesAction } from "~/server/newsletter/subscribe.server";
import type { Route } from "./+types/resources";

export const meta: Route.MetaFunction = () => metaFor("resources");

// The CEO Blogs dialog's newsletter sign-up posts here, with or without JavaScript.
export const action = ({ request, context }: Route.ActionArgs) => resourcesAction(request, context);
// A refused sign-up's Retry-After, as the contact form's page sends it.
export const headers = contactFormHeaders;
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  newsletterClientAction(request, serverAction);

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
