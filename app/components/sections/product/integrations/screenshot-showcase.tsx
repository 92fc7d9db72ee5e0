import { Icon } from "~/components/ui/icon";
import { amazonMockCopy } from "~/content/integrations/shared";
import type { Screenshot } from "~/content/integrations/types";
import { cn } from "~/lib/cn";
import { Section, SectionHeading } from "../../section";
import { ShowAll } from "../../show-all";
import { channelBand, channelLead } from "./band";
import { MockDashboard } from "./mock-dashboard";

/**
 * One product view: heading, text and bullets beside its mock dashboard from 1280 px; above it
 * below that, where a side-by-side panel (525 px at 1024) is too narrow for the order table.
 */
function ShotView({ shot, flipped }: { shot: Screenshot; flipped: boolean }) {
  return (
    <li>
      <article
        id={`amazon-${shot.id}`}
        aria-labelledby={`shot-${shot.id}`}
        className={cn(
          "grid items-center gap-6 sm:gap-8 xl:gap-12",
          flipped ? "xl:grid-cols-[minmax(0,8fr)_minmax(0,5fr)]" : "xl:grid-cols-[minmax(0,5fr)_minmax(0,8fr)]",
        )}
      >
        <div className={cn("max-w-2xl xl:max-w-none", flipped && "xl:order-2")}>
          <h3 id={`shot-${shot.id}`} className="text-xl font-extrabold tracking-tight text-ink sm:text-2xl">
            {shot.title}
          </h3>
          <p className="mt-3 text-slate-600">{shot.description}</p>
          <ul className="mt-4 grid gap-2 sm:mt-5 sm:gap-2.5">
            {shot.bullets.map((bullet) => (
              <li key={bullet} className="flex gap-2.5 text-slate-700">
                <Icon name="Check" className="mt-1 h-4 w-4 shrink-0 text-emerald-600" />
                <span>{bullet}</span>
              </li>
            ))}
          </ul>
        </div>
        <MockDashboard shot={shot} labelledBy={`shot-${shot.id}`} />
      </article>
    </li>
  );
}

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
    <Section labelledBy="screenshots-heading" width="wide" tone="muted" className={channelBand}>
      <SectionHeading
        id="screenshots-heading"
        title={heading}
        // A section lead sits a step under the hero's (16 px on a phone, as the hero's is 18).
        subtitle={<span className={cn("block", channelLead)}>{intro}</span>}
      />
      <ShowAll
        items={shots}
        initial={2}
        getKey={(shot) => shot.id}
        summary={amazonMockCopy.showAll(shots.length)}
        gridClassName="gap-14 md:gap-20"
        render={(shot) => <ShotView shot={shot} flipped={shots.indexOf(shot) % 2 === 1} />}
      />
    </Section>
  );
}
