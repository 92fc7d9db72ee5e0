import { ContactTrigger } from "~/components/contact/contact-trigger";
import { AboutAwards } from "~/components/sections/company/about-awards";
import { AboutHeroArt } from "~/components/sections/company/about-hero-art";
import { Leaders } from "~/components/sections/company/leaders";
import { MissionVision } from "~/components/sections/company/mission-vision";
import { Timeline } from "~/components/sections/company/timeline";
import { PageHero } from "~/components/sections/page-hero";
import { ClosingCta } from "~/components/sections/product/closing-cta";
import { buttonClass } from "~/components/ui/button";
import { aboutCta, aboutHero } from "~/content/about";
import { metaFor } from "~/lib/meta";
import { useHashScroll } from "~/lib/scroll";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () => metaFor("about");

export default function Page() {
  useHashScroll();
  return (
    <>
      <PageHero
        kicker={aboutHero.kicker}
        title={aboutHero.heading}
        subtitle={aboutHero.paragraph}
        aside={<AboutHeroArt />}
      >
        <ContactTrigger className={buttonClass({ size: "lg" })}>{aboutHero.ctaLabel}</ContactTrigger>
      </PageHero>
      <Timeline />
      <MissionVision />
      <Leaders />
      <AboutAwards />
      <ClosingCta heading={aboutCta.heading} text={aboutCta.text} contact={{ label: aboutCta.cta }} />
    </>
  );
}
