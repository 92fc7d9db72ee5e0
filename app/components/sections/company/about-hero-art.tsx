import type { CSSProperties } from "react";
import { aboutGrowth } from "~/content/about-growth";
import { cn } from "~/lib/cn";

// The company pages' hero art (issue #27): one drawing per page, inside the hero's content grid,
// built from what the page is about — no stock photos, no invented people. Decorative (aria-hidden):
// every figure and title in it is also in the page below. Server-rendered markup, no script.

/**
 * Room under the card for its shadow, which is the soft lower edge. No mask or overflow here: a
 * mask clips to this box and cut the shadow off square at the card's sides.
 */
const heroArtShadowRoom = "pb-8 lg:pb-14";

const { team, milestones, figures } = aboutGrowth;
const most = Math.max(...team.map((point) => point.people));
/** A bar's height, in percent of the plot; a sliver at least, so three people still show. */
const barHeight = (people: number) => Math.max((people / most) * 100, 3);
/** Lighter to stronger as the team grows. */
const barTones = ["bg-brand-200", "bg-brand-300", "bg-brand-400", "bg-gradient-to-t from-brand-600 to-brand-500"];

/**
 * A milestone's flag: its pole stands between the bars of the years either side of it, and the flag
 * hangs left over the shorter bar before it, clear of that bar's label.
 */
function flagPlace(year: string) {
  const after = team.findIndex((point) => point.year > year);
  const before = team[after - 1]!;
  return { left: `${(after / team.length) * 100}%`, height: `${barHeight(before.people) + 32}%` };
}

/**
 * About: the team's growth as the history tells it — 3 people in 2007 to 400+ in 2024, with the two
 * milestones between — and three of the history's figures, so the first screen says where the
 * company got to rather than repeating the timeline's drawings. A shorter chart on a phone,
 * without the flags (the axis there is too narrow for them) or the span (the axis says it).
 */
export function AboutHeroArt() {
  return (
    <div
      aria-hidden
      data-hero-art="about"
      className={cn("relative mx-auto max-w-md sm:max-w-lg lg:mr-0 lg:max-w-none", heroArtShadowRoom)}
    >
      <div className="rounded-3xl border border-slate-200 bg-white/95 p-5 shadow-xl shadow-brand-900/10 sm:p-7">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{aboutGrowth.kicker}</p>
            <p className="mt-1 text-xl font-bold tracking-tight text-ink sm:text-2xl">{aboutGrowth.heading}</p>
          </div>
          <span className="hidden shrink-0 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-700 tabular-nums ring-1 ring-brand-100 sm:inline-block">
            {aboutGrowth.span}
          </span>
        </div>

        <div className="relative mt-5 h-32 pt-6 sm:mt-6 sm:h-56 sm:pt-7" data-growth-chart>
          <div className="relative grid h-full grid-cols-4 border-b border-slate-200">
            {/* Quarter lines behind the bars. */}
            {[25, 50, 75, 100].map((line) => (
              <span
                key={line}
                className="absolute inset-x-0 border-t border-dashed border-slate-100"
                style={{ bottom: `${line}%` }}
              />
            ))}
            {team.map((point, index) => (
              <div key={point.year} className="flex items-end justify-center">
                <div
                  className={cn("relative w-1/2 max-w-14 rounded-t-lg", barTones[index])}
                  style={{ height: `${barHeight(point.people)}%` }}
                  data-growth-bar={point.year}
                >
                  <span
                    className={cn(
                      "absolute bottom-full left-1/2 mb-1 -translate-x-1/2 text-sm font-bold whitespace-nowrap text-ink tabular-nums",
                      index === team.length - 1 && "text-base text-brand-700",
                    )}
                  >
                    {point.label}
                  </span>
                </div>
              </div>
            ))}
            {milestones.map((milestone) => (
              <div
                key={milestone.year}
                className="absolute bottom-0 hidden border-l border-dashed border-brand-300 sm:block"
                style={flagPlace(milestone.year) as CSSProperties}
                data-growth-milestone={milestone.year}
              >
                <span className="absolute top-0 right-0 -translate-y-1/2 rounded-l-lg bg-white py-1 pr-2.5 pl-2 leading-tight whitespace-nowrap shadow-sm ring-1 ring-brand-200">
                  <span className="block text-xs font-bold text-brand-700 tabular-nums">{milestone.year}</span>{" "}
                  <span className="block text-xs font-semibold text-ink">{milestone.label}</span>
                </span>
                <span className="absolute top-0 left-0 h-2.5 w-2.5 -translate-x-1/2 -translate-y-1/2 rotate-45 bg-brand-600" />
              </div>
            ))}
          </div>
        </div>
        <div className="mt-2 grid grid-cols-4 text-center text-xs font-semibold text-slate-500 tabular-nums">
          {team.map((point) => (
            <span key={point.year}>{point.year}</span>
          ))}
        </div>

        <div className="mt-5 grid grid-cols-3 divide-x divide-brand-100 rounded-2xl bg-brand-50/70 py-3 sm:mt-6">
          {figures.map((figure) => (
            <p key={figure.label} className="px-2 text-center sm:px-3" data-growth-figure>
              <span className="block text-lg font-extrabold tracking-tight text-ink tabular-nums sm:text-xl">
                {figure.value}
              </span>{" "}
              <span className="block text-xs leading-snug text-slate-600">{figure.label}</span>
            </p>
          ))}
        </div>
      </div>
    </div>
  );
}
