import { awardsSection } from "~/content/about";
import { AwardsCarousel } from "../awards-carousel";
import { Section, SectionHeading } from "../section";

/**
 * Awards and Recognitions: the home page's carousel and award data under the About anchor.
 * The section is deliberately unnamed: the carousel is already a region called "Awards and
 * recognitions", and two landmarks with one name would be ambiguous.
 */
export function AboutAwards() {
  return (
    <Section id={awardsSection.id} tone="muted" width="wide" className="py-16">
      <SectionHeading id="awards-heading" title={awardsSection.heading} subtitle={awardsSection.subtitle} />
      <AwardsCarousel />
    </Section>
  );
}
