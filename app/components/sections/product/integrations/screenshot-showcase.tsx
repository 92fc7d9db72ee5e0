import { Check } from "lucide-react";
import type { Screenshot } from "~/content/integrations/types";
import { cn } from "~/lib/cn";
import { Section, SectionHeading } from "../../section";
import { MockDashboard } from "./mock-dashboard";

/** The Amazon page's five product views, text and mock dashboard alternating sides on wide screens. */
export function ScreenshotShowcase({
  heading,
  intro,
  shots,
}: {
  heading: string;
  intro: string;
  shots: readonly Screenshot[];
}) {
  return (
    <Section labelledBy="screenshots-heading" width="wide">
      <SectionHeading id="screenshots-heading" title={heading} subtitle={intro} />
      <div className="grid gap-20">
        {shots.map((shot, index) => (
          <article
            key={shot.id}
            id={`amazon-${shot.id}`}
            aria-labelledby={`shot-${shot.id}`}
            className={cn(
              "grid items-center gap-8 lg:gap-12",
              index % 2 === 0
                ? "lg:grid-cols-[minmax(0,5fr)_minmax(0,8fr)]"
                : "lg:grid-cols-[minmax(0,8fr)_minmax(0,5fr)]",
            )}
          >
            <div className={cn(index % 2 === 1 && "lg:order-2")}>
              <h3 id={`shot-${shot.id}`} className="text-2xl font-extrabold tracking-tight text-ink">
                {shot.title}
              </h3>
              <p className="mt-3 text-slate-600">{shot.description}</p>
              <ul className="mt-5 grid gap-2.5">
                {shot.bullets.map((bullet) => (
                  <li key={bullet} className="flex gap-2.5 text-slate-700">
                    <Check className="mt-1 h-4 w-4 shrink-0 text-emerald-600" aria-hidden />
                    <span>{bullet}</span>
                  </li>
                ))}
              </ul>
            </div>
            <MockDashboard shot={shot} />
          </article>
        ))}
      </div>
    </Section>
  );
}
