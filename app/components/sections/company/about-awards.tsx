import { awardsSection } from "~/content/about";
import { AwardsCarousel } from "../awards-carousel";
import { Section, SectionHeading } from "../section";

/**
 * Awards and Recognitions: the home page's carousel and award data under the About anchor.
 * The section is deliberately unnamed: the carousel is already a region called "Awards and
 * recognitions", and two landmarks with one name would be ambiguous. The heading sits left, in
 * one row with the carousel's arrows, as the case-study overlay's "Strategic Interventions" do.
 * The page's rule for headings (review 69, see timeline.tsx): a section whose content runs from a
 * start edge (this strip and its arrows, the history's rail) sets its heading left, at the head of
 * that run; the sections set as a centred block (mission and vision, leaders, the closing call)
 * centre theirs.
 */
export function AboutAwards() {
  return (
    <Section id={awardsSection.id} tone="muted" width="wide" className="@container py-16">
      <AwardsCarousel
        header={
          <div className="*:mb-0">
            <SectionHeading
              id="awards-heading"
              title={awardsSection.heading}
              subtitle={awardsSection.subtitle}
              align="left"
            />
          </div>
        }
      />
    </Section>
  );
}
