import type { ResultsPicture } from "~/content/integrations/picture-types";
import { cn } from "~/lib/cn";
import { ChannelMark } from "../../channel-mark";
import { PictureFigure, type PictureProps, statusDots } from "./picture-frame";
import { ProductArt } from "./product-art";

/**
 * Google Shopping: the shopper's search, the results side by side with the Northwind listing ringed
 * as yours, and under them the feed checks that put it there. On a phone the results turn into
 * compact rows, so nothing scrolls sideways or is cut.
 */
export default function Results({ page, picture }: PictureProps<ResultsPicture>) {
  const c = page.c;
  const ours = picture.results.findIndex((r) => r.ours);
  return (
    <PictureFigure caption={picture.caption}>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xl shadow-slate-900/10 sm:p-5">
        <div className="flex items-center gap-3">
          <ChannelMark name={page.slug} className="h-10 w-10 rounded-full [&_img]:h-5 [&_img]:w-5" />
          <p className="flex min-w-0 flex-1 items-center gap-2.5 rounded-full border border-slate-200 px-4 py-2.5 text-sm text-ink shadow-sm">
            <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500">
              <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>{" "}
            <span className="sr-only">{picture.searchLabel}</span> <span className="truncate">{picture.query}</span>
          </p>
        </div>
        <ul className="mt-5 grid gap-2.5 sm:grid-cols-4 sm:gap-3">
          {picture.results.map((r) => (
            <li
              key={r.title}
              data-ours={r.ours || undefined}
              className={cn(
                "relative flex gap-3 rounded-xl p-2.5 sm:flex-col sm:gap-0",
                // The ring takes the channel's colour from currentColor; the text inside sets its own.
                r.ours ? cn("ring-2 ring-current", c.text) : "border border-slate-200",
              )}
            >
              <div
                aria-hidden
                className={cn(
                  "flex h-16 w-20 shrink-0 items-center justify-center rounded-lg sm:h-24 sm:w-full",
                  r.ours ? c.soft : "bg-slate-100 text-slate-400",
                )}
              >
                {r.shape === "dome" ? <DomeTent /> : <ProductArt art="tent" className="h-14 w-16 sm:h-20 sm:w-24" />}
              </div>
              <div className="min-w-0 flex-1 sm:mt-2.5">
                {r.ours ? (
                  <p className="mb-1 inline-block rounded bg-current px-1.5 py-0.5 text-xs font-semibold sm:absolute sm:-top-2.5 sm:left-2.5 sm:mb-0">
                    <span className="text-white">{picture.oursLabel}</span>
                  </p>
                ) : null}{" "}
                <p
                  className={cn(
                    "line-clamp-2 text-[0.8125rem] leading-snug",
                    r.ours ? "font-semibold text-ink" : "text-slate-700",
                  )}
                >
                  {r.title}
                </p>{" "}
                <p className="mt-1 text-sm font-bold text-ink">{r.price}</p>{" "}
                <p className="text-xs text-slate-600">
                  {r.store}
                  <span className="sm:hidden"> · </span>{" "}
                  <span className="whitespace-nowrap sm:block">
                    <span className="sr-only">Rated</span>{" "}
                    <span className="text-amber-500" aria-hidden>
                      ★
                    </span>{" "}
                    {r.rating} <span className="text-slate-500">({r.reviews})</span>
                  </span>
                </p>{" "}
                <p className={cn("mt-0.5 text-xs", r.ours ? "font-medium text-emerald-700" : "text-slate-600")}>
                  {r.note}
                </p>
              </div>
            </li>
          ))}
        </ul>
        {/* The checks behind the ringed result, in its colour, with a notch pointing up at it. */}
        <div className={cn("relative mt-4 rounded-xl px-4 py-3.5 sm:mt-5", c.soft)}>
          <span
            aria-hidden
            className={cn("absolute -top-1.5 hidden h-3 w-3 -translate-x-1/2 rotate-45 sm:block", c.soft)}
            style={{ left: `${((ours + 0.5) / picture.results.length) * 100}%` }}
          />
          <p className={cn("text-xs font-semibold text-balance", c.text)}>{picture.checks.title}</p>
          <ul className="mt-2 grid gap-x-4 gap-y-1.5 sm:grid-cols-2">
            {picture.checks.items.map((check) => (
              <li key={check.label} className="flex items-start gap-2 text-[0.8125rem]">
                <span aria-hidden className={cn("mt-1.5 h-2 w-2 shrink-0 rounded-full", statusDots[check.tone])} />
                <span>
                  <span className="font-semibold text-ink">{check.label}</span>{" "}
                  <span className="text-slate-700">{check.value}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </PictureFigure>
  );
}

/** Another store's tent, drawn as a dome so the results are not four copies of one product. */
function DomeTent() {
  return (
    <svg viewBox="0 0 120 90" aria-hidden="true" className="h-14 w-16 sm:h-20 sm:w-24">
      <ellipse cx="60" cy="82" rx="40" ry="4" fill="currentColor" fillOpacity="0.12" />
      <g stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        <path d="M16 74 C16 40 36 22 60 22 C84 22 104 40 104 74 Z" fill="currentColor" fillOpacity="0.22" />
        <path d="M34 74 C40 46 80 46 86 74 M60 22 V74" fill="none" />
        <path d="M10 74 H110" fill="none" />
      </g>
    </svg>
  );
}
