import { ContactTrigger } from "~/components/contact/contact-trigger";
import { ServiceBlock } from "~/components/sections/company/service-block";
import { ServicesJumpNav } from "~/components/sections/company/services-jump-nav";
import { PageHero } from "~/components/sections/page-hero";
import { ClosingCta } from "~/components/sections/product/closing-cta";
import { buttonClass } from "~/components/ui/button";
import { serviceAreaPages } from "~/content/service-area-pages";
import { servicesPage } from "~/content/services-page";
import { metaFor } from "~/lib/meta";
import { useHashScroll } from "~/lib/scroll";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = () => metaFor("services");

export default function Page() {
  useHashScroll();
  const { hero, closing } = servicesPage;
  return (
    <>
      <PageHero kicker={hero.kicker} title={hero.title} subtitle={hero.subtitle}>
        <ContactTrigger className={buttonClass({ size: "lg" })}>{hero.cta}</ContactTrigger>
        <ServicesJumpNav />
      </PageHero>
      {serviceAreaPages.map((category, index) => (
        <ServiceBlock key={category.id} category={category} index={index} total={serviceAreaPages.length} />
      ))}
      <ClosingCta heading={closing.heading} text={closing.text} contact={{ label: closing.cta }} />
    </>
  );
}
