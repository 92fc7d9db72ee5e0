import { IconTile } from "~/components/ui/icon-tile";
import { caseStudies } from "~/content/case-studies";
import { benefitsDialog, blogsDialog, resourceCards, resourceIndex, testimonialsDialog } from "~/content/resources";
import { cn } from "~/lib/cn";

// The company pages' hero art (issue #27): one drawing per page, inside the hero's content grid,
// built from what the page is about — no stock photos, no invented people. Decorative (aria-hidden):
// every figure and title in it is also in the page below. Server-rendered markup, no script.

/** A soft fade at the art's lower edge, so it settles into the page instead of ending on a line. */
const heroArtFade = "pb-8 lg:pb-14 [mask-image:linear-gradient(to_bottom,#000_calc(100%-3rem),transparent)]";

/** What each card holds, in a few words: counted from the same content the cards show. */
function indexMeta(id: string): string {
  if (id === "benefits") return resourceIndex.benefits(benefitsDialog.benefits.length);
  if (id === "case-studies") return resourceIndex.caseStudies(caseStudies.length);
  if (id === "testimonials") return resourceIndex.testimonials(testimonialsDialog.testimonials.length);
  if (id === "blogs") return blogsDialog.status;
  return resourceIndex.policy;
}

/**
 * Resources: the library's index, every card of the hub as one row (icon, title, what it holds),
 * the way a resource library opens with its table of contents. From 640 px.
 */
export function ResourcesHeroArt() {
  return (
    <div
      aria-hidden
      data-hero-art="resources"
      className={cn("relative mx-auto hidden max-w-md sm:block lg:max-w-lg", heroArtFade)}
    >
      <div className="rounded-3xl border border-slate-200 bg-white/95 p-2 shadow-xl shadow-brand-900/10">
        <p className="flex items-baseline justify-between px-4 pt-3 pb-2 text-sm">
          <span className="font-semibold text-ink">{resourceIndex.heading}</span>{" "}
          <span className="text-slate-500">{resourceIndex.total(resourceCards.length)}</span>
        </p>
        <ul className="divide-y divide-slate-100">
          {resourceCards.map((card) => (
            <li key={card.id} className="flex items-center gap-3 rounded-xl px-3 py-2.5">
              <IconTile icon={card.icon} colour={card.colour} size="md" />{" "}
              <span className="min-w-0 flex-1 font-semibold text-ink">{card.title}</span>{" "}
              <span
                className={cn(
                  "rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
                  card.id === "blogs" ? "bg-violet-50 text-violet-800" : "bg-slate-100 text-slate-700",
                )}
              >
                {indexMeta(card.id)}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
