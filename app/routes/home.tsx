import { contactClientAction, skipContactRevalidation } from "~/components/contact/contact-client-action";
import { ContactSection } from "~/components/contact/contact-section";
import { Capabilities } from "~/components/sections/home/capabilities/capabilities";
import { ContactPromises } from "~/components/sections/home/contact-promises";
import { Counters } from "~/components/sections/home/counters";
import { Excellence } from "~/components/sections/home/excellence";
import { Hero } from "~/components/sections/home/hero";
import { HomeAwards } from "~/components/sections/home/home-awards";
import { HomeProof } from "~/components/sections/home/home-proof";
import { homeProofData } from "~/components/sections/home/proof-band-data.server";
import { contactSection } from "~/content/home";
import { metaFor } from "~/lib/meta";
import { contactFormAction, contactFormHeaders } from "~/server/contact/http.server";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => metaFor("home");

export const shouldRevalidate = skipContactRevalidation;

export function loader({ request }: Route.LoaderArgs) {
  return { sent: new URL(request.url).searchParams.get("contact") === "sent", proof: homeProofData() };
}

export const action = ({ request, context }: Route.ActionArgs) => contactFormAction(request, context);
export const headers = contactFormHeaders;
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => contactClientAction(serverAction);

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <Counters />
      <Excellence />
      <Capabilities />
      <HomeProof proof={loaderData.proof} />
      <HomeAwards />
      <ContactSection
        heading={contactSection.heading}
        text={contactSection.paragraph}
        aside={<ContactPromises />}
        sent={loaderData.sent}
        lastResult={actionData?.lastResult}
      />
    </>
  );
}
