import { Fragment, type ReactNode } from "react";
import type { ScenePicture } from "~/content/integrations/picture-types";
import { channelSceneCopy as copy } from "~/content/integrations/shared";
import type { IntegrationSlug } from "~/content/integrations/slugs";
import type { StatusTone } from "~/content/integrations/types";
import { cn } from "~/lib/cn";
import type { colourClasses } from "~/lib/colours";

/** What every picture is drawn with: the channel (for its mark and colour) and its own data. */
export type PictureProps<P extends ScenePicture> = {
  page: { slug: IntegrationSlug; name: string; c: (typeof colourClasses)[keyof typeof colourClasses] };
  picture: P;
};

/** A status tone as a dot, on the dark Hub cards and the light ones alike. */
export const statusDots: Record<StatusTone, string> = {
  good: "bg-emerald-400",
  warn: "bg-amber-400",
  bad: "bg-rose-400",
  info: "bg-sky-400",
};

/** The picture's figure and its one visible caption (its accessible name). */
export function PictureFigure({
  caption,
  className,
  children,
}: {
  caption: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <figure className={cn("min-w-0", className)}>
      {children}
      <figcaption className="mt-4 text-sm text-slate-600">{caption}</figcaption>
    </figure>
  );
}

/** A "·"-separated line whose parts never break inside ("SKU NW-LN-500-SL"): it wraps after a dot. */
export function Dotted({ text }: { text: string }) {
  return text.split(" · ").map((part, i) => (
    <Fragment key={part}>
      {i > 0 ? " · " : null}
      <span className="whitespace-nowrap">{part}</span>
    </Fragment>
  ));
}

/** The head of a picture's light Hub card: "In Vantora Hub", "Sample data", then the card's title. */
export function HubCardHead({ title }: { title: string }) {
  return (
    <>
      <p className="flex items-center justify-between gap-3 text-xs font-medium text-slate-600">
        <span>{copy.inHub}</span> <span className="rounded bg-slate-100 px-1.5 py-0.5">{copy.sample}</span>
      </p>
      <p className="mt-3 text-base font-semibold text-ink">{title}</p>
    </>
  );
}
