import { ContactTrigger } from "~/components/contact/contact-trigger";
import { AboutAwards } from "~/components/sections/company/about-awards";
import { Leaders } from "~/components/sections/company/leaders";
import { MissionVision } from "~/components/sections/company/mission-vision";
import { Timeline } from "~/components/sections/company/timeline";
import { PageHero } from "~/components/sections/page-hero";
import { ClosingCta } from "~/components/sections/product/closing-cta";
import { buttonClass } from "~/components/ui/button";
import { StaticHtml } from "~/components/ui/static-html";
import { aboutCta, aboutHero } from "~/content/about";
import { lazyComponent } from "~/lib/lazy";
import { metaFor } from "~/lib/meta";
import { useHashScroll } from "~/lib/scroll";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () => metaFor("about");

// The hero's growth card never changes once drawn: kept as the server's markup (StaticHtml), so
// neither its code nor its figures are in the page's script (the JS budget is 130 KB a page).
const AboutHeroArt = lazyComponent(() =>
  import("~/components/sections/company/about-hero-art").then((m) => ({ default: m.AboutHeroArt })),
);

export default function Page() {
  useHashScroll();
  return (
    <>
      <PageHero
        kicker={aboutHero.kicker}
        title={aboutHero.heading}
        subtitle={aboutHero.paragraph}
        aside={
          <StaticHtml id="about-hero-art">
            <AboutHeroArt />
          </StaticHtml>
        }
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
