import { ArrowRight, Clock } from "lucide-react";
import type { MouseEvent } from "react";
import { IconTile } from "~/components/ui/icon-tile";
import type { CaseStudy } from "~/content/case-studies";
import { cn } from "~/lib/cn";

type Props = { study: CaseStudy; detailHref?: string; triggerId?: string; onOpen?: () => void };

/**
 * A case-study card. Only a study with a detail is interactive: its call to action is a link
 * stretched over the card. The others show their note as plain text, with no hover lift or
 * pointer, so nothing looks clickable that is not.
 */
export function CaseStudyCard({ study, detailHref, triggerId, onOpen }: Props) {
  const interactive = study.hasDetail && detailHref;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onOpen?.();
  };
  return (
    <article
      className={cn(
        "relative flex h-full flex-col overflow-hidden rounded-2xl border bg-white p-7 shadow-sm",
        interactive
          ? "group border-slate-200 transition-transform duration-200 focus-within:shadow-lg hover:-translate-y-1 hover:shadow-xl"
          : "border-slate-200",
      )}
    >
      {/* One accent for every study: the brand gradient, not a colour per card. */}
      <span aria-hidden className="absolute inset-x-0 top-0 h-1.5 bg-gradient-to-r from-brand-600 to-fuchsia-500" />
      <div className="flex items-start justify-between gap-4">
        <IconTile icon={study.icon} colour="indigo" />
      </div>
      <h2 className="mt-5 text-xl font-bold tracking-tight text-ink">{study.title}</h2>
      <p className="mt-3 text-2xl font-extrabold tracking-tight text-balance text-brand-700">{study.stat}</p>
      <p className="mt-3 flex-1 leading-relaxed text-pretty text-slate-600">{study.description}</p>
      {interactive ? (
        <a
          id={triggerId}
          href={detailHref}
          aria-haspopup="dialog"
          onClick={onClick}
          className="mt-6 inline-flex items-center gap-2 self-start font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-800"
        >
          {study.cta}
          <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-1" aria-hidden />
        </a>
      ) : (
        <p className="mt-6 inline-flex items-center gap-2 self-start text-sm font-medium text-slate-600">
          <Clock className="h-4 w-4" aria-hidden />
          {study.cta}
        </p>
      )}
    </article>
  );
}
