import { ContactSection } from "~/components/contact/contact-section";
import { ContactTrigger } from "~/components/contact/contact-trigger";
import { buttonClass } from "~/components/ui/button";
import { hero, contactSection } from "~/content/home";
import { metaFor } from "~/lib/meta";
import { contactPageAction } from "~/server/contact-http.server";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => metaFor("home");

export function loader({ request }: Route.LoaderArgs) {
  return { sent: new URL(request.url).searchParams.get("contact") === "sent" };
}

export const action = ({ request, context }: Route.ActionArgs) => contactPageAction(request, context);

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <section id="home" className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white pt-36 pb-24">
        <div className="mx-auto max-w-5xl px-4 text-center sm:px-6">
          <h1 className="text-4xl font-extrabold tracking-tight text-ink sm:text-6xl">
            {hero.headline} <span className="text-gradient">{hero.rotatingPhrases[0]}</span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">{hero.paragraph}</p>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <a href="#capabilities" className={buttonClass({ size: "lg" })}>
              {hero.primaryCta}
            </a>
            <ContactTrigger
              title={hero.consultationModal.title}
              description={hero.consultationModal.description}
              service="Free Consultation"
              className={buttonClass({ size: "lg", variant: "outline" })}
            >
              {hero.secondaryCta}
            </ContactTrigger>
          </div>
        </div>
      </section>
      <ContactSection
        heading={contactSection.heading}
        text={contactSection.paragraph}
        sent={loaderData.sent}
        lastResult={actionData?.lastResult}
      />
    </>
  );
}
