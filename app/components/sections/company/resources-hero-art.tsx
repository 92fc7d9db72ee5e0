import { IconTile } from "~/components/ui/icon-tile";
import { caseStudies } from "~/content/case-studies";
import { benefitsDialog, blogsDialog, resourceCards, resourceIndex, testimonialsDialog } from "~/content/resources";
import { cn } from "~/lib/cn";

// The company pages' hero art (issue #27): one drawing per page, inside the hero's content grid,
// built from what the page is about — no stock photos, no invented people. Decorative (aria-hidden):
// every figure and title in it is also in the page below. Server-rendered markup, no script.

/**
 * Room under the card for its shadow, which is the soft lower edge. No mask or overflow here: a
 * mask clips to this box and cut the shadow off square at the card's sides.
 */
const heroArtShadowRoom = "pb-8 lg:pb-14";

const card = (id: string) => resourceCards.find((c) => c.id === id);

/**
 * Resources: the library at a glance, counted from the same content the cards and dialogs show
 * (how many benefits, stories, reviews and policies), so the hero says how much is here rather
 * than repeating the cards' titles right above them. From 640 px.
 */
export function ResourcesHeroArt() {
  const policies = resourceCards.filter((c) => c.id.endsWith("-policy"));
  const tiles = [
    { id: "benefits", count: benefitsDialog.benefits.length, kind: resourceIndex.benefits },
    { id: "case-studies", count: caseStudies.length, kind: resourceIndex.caseStudies },
    { id: "testimonials", count: testimonialsDialog.testimonials.length, kind: resourceIndex.testimonials },
    { id: "privacy-policy", count: policies.length, kind: resourceIndex.policies },
  ];
  const blogs = card("blogs");
  return (
    <div
      aria-hidden
      data-hero-art="resources"
      className={cn("relative mx-auto max-w-md lg:mr-0 lg:max-w-lg", heroArtShadowRoom)}
    >
      <div className="rounded-3xl border border-slate-200 bg-white/95 p-2 shadow-xl shadow-brand-900/10">
        <p className="flex items-baseline justify-between px-4 pt-3 pb-2 text-sm">
          <span className="font-semibold text-ink">{resourceIndex.heading}</span>{" "}
          <span className="text-slate-500">{resourceIndex.total(resourceCards.length)}</span>
        </p>
        <ul className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-slate-100">
          {tiles.map((tile) => {
            const source = card(tile.id);
            return (
              <li key={tile.id} className="flex flex-col gap-3 bg-white p-4 lg:p-5">
                {source ? <IconTile icon={source.icon} colour={source.colour} size="md" /> : null}{" "}
                <span className="text-4xl font-extrabold tracking-tight text-ink tabular-nums">{tile.count}</span>{" "}
                <span className="text-sm leading-snug text-slate-600">{tile.kind}</span>
              </li>
            );
          })}
        </ul>
        {blogs ? (
          <p className="mt-2 flex items-center gap-3 rounded-2xl bg-brand-50/70 px-4 py-3 text-sm">
            <IconTile icon={blogs.icon} colour={blogs.colour} size="md" />{" "}
            <span className="min-w-0 flex-1 font-semibold text-ink">{blogs.title}</span>{" "}
            <span className="rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-violet-800 ring-1 ring-violet-200">
              {blogsDialog.status}
            </span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
