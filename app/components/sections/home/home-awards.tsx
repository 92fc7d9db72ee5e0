import { awardsSection } from "~/content/home";
import { AwardsCarousel } from "../awards-carousel";
import { Particles } from "../particles";
import { SectionHeading } from "../section";

/** 'Awards and Recognitions' band of the home page around the shared carousel (heading left, arrows right). */
export function HomeAwards() {
  return (
    <section
      aria-labelledby="awards-heading"
      className="@container relative isolate overflow-hidden bg-slate-950 py-12 sm:py-24"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -top-32 left-1/2 -z-10 h-80 w-[56rem] -translate-x-1/2 rounded-full bg-brand-600/25 blur-3xl"
      />
      <Particles count={25} seed={11} tone="dark" clear="wide" className="-z-10" />
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <AwardsCarousel
          tone="dark"
          header={
            // A phone comes to the awards from the proof band: the heading says enough there, and
            // the page keeps to its 7,000 px (issue #13).
            <div className="*:mb-0 max-sm:[&_h2~p]:hidden">
              <SectionHeading
                id="awards-heading"
                title={awardsSection.heading}
                subtitle={awardsSection.subtitle}
                align="left"
                inverse
              />
            </div>
          }
        />
      </div>
    </section>
  );
}
