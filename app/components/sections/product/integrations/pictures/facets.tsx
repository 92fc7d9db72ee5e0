import { Check, Search, X } from "lucide-react";
import type { FacetsPicture } from "~/content/integrations/picture-types";
import { channelSceneCopy as copy } from "~/content/integrations/shared";
import { cn } from "~/lib/cn";
import { ChannelMark } from "../../channel-mark";
import { Dotted, PictureFigure, type PictureProps } from "./picture-frame";
import { ProductArt } from "./product-art";

/**
 * eBay: a search results page in miniature. The buyer's query, the item-specifics filters they
 * ticked (a column beside the results; a row of applied chips on a phone) and the results, the
 * sample listing among them with the specifics that made it match.
 */
export default function Facets({ page, picture }: PictureProps<FacetsPicture>) {
  const c = page.c;
  const applied = picture.facets.flatMap((facet) => facet.values.filter((v) => v.checked).map((v) => v.label));
  return (
    <PictureFigure caption={picture.caption}>
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl shadow-slate-900/10">
        <div className="flex items-center gap-2.5 border-b border-slate-200 p-3 sm:gap-3 sm:px-5">
          <ChannelMark name={page.slug} className="hidden h-9 w-12 rounded-lg sm:inline-flex [&_img]:h-5" />
          <p className="flex min-w-0 flex-1 items-center gap-2 rounded-full border-2 border-slate-800 px-3 py-1.5 text-sm text-ink">
            <Search className="h-4 w-4 shrink-0 text-slate-600" strokeWidth={2.5} />{" "}
            <span className="truncate">{picture.query}</span>
          </p>{" "}
          <span className="shrink-0 rounded-full bg-blue-600 px-4 py-2 text-[0.8125rem] font-semibold text-white">
            {copy.search}
          </span>
        </div>
        <p className="flex items-center justify-between gap-3 px-3 pt-3 text-[0.8125rem] font-semibold text-ink sm:px-5">
          <span>{picture.count}</span>{" "}
          <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-600">{copy.sample}</span>
        </p>
        <div className="grid gap-4 p-3 pt-3 sm:grid-cols-[9.5rem_minmax(0,1fr)] sm:gap-5 sm:px-5 sm:pb-5">
          <ul aria-label={copy.filters} className="hidden space-y-4 sm:block">
            {picture.facets.map((facet) => (
              <li key={facet.name}>
                <p className="text-xs font-bold text-ink">{facet.name}</p>
                <ul className="mt-1.5 space-y-1.5">
                  {facet.values.map((value) => (
                    <li key={value.label} className="flex items-center gap-2 text-[0.8125rem] text-slate-700">
                      <span
                        aria-hidden
                        className={cn(
                          "flex h-4 w-4 shrink-0 items-center justify-center rounded border",
                          value.checked ? "border-slate-900 bg-slate-900 text-white" : "border-slate-400 bg-white",
                        )}
                      >
                        {value.checked ? <Check className="h-3 w-3" strokeWidth={3.5} /> : null}
                      </span>{" "}
                      <span className={cn(value.checked && "font-semibold text-ink")}>{value.label}</span>
                      {value.checked ? <span className="sr-only"> {copy.checked}</span> : null}{" "}
                      <span className="ml-auto text-xs text-slate-500 tabular-nums">{value.count}</span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          {/* On a phone the filter column would crowd the results: the ticked values become chips. */}
          <ul aria-label={copy.applied} className="flex flex-wrap gap-1.5 sm:hidden">
            {applied.map((label) => (
              <li
                key={label}
                className="flex items-center gap-1 rounded-full bg-slate-900 py-1 pr-2 pl-3 text-xs font-semibold text-white"
              >
                {label} <X aria-hidden className="h-3.5 w-3.5 text-slate-300" strokeWidth={2.5} />
              </li>
            ))}
          </ul>
          <ul className="min-w-0 space-y-2">
            {picture.results.map((result) => (
              <li
                key={result.title}
                className={cn(
                  "flex gap-3 rounded-xl p-2.5",
                  result.ours
                    ? cn("border-2 bg-white shadow-md shadow-slate-900/5", c.border)
                    : "border border-slate-100",
                )}
              >
                <div
                  aria-hidden
                  className={cn(
                    "flex h-16 w-16 shrink-0 items-center justify-center rounded-lg sm:h-20 sm:w-20",
                    result.ours ? cn(c.soft, c.text) : "bg-slate-100 text-slate-400",
                  )}
                >
                  <ProductArt art={result.art} className="h-12 w-12 sm:h-16 sm:w-16" />
                </div>
                <div className="min-w-0 flex-1">
                  {result.ours ? <p className={cn("text-xs font-bold", c.text)}>{copy.ours}</p> : null}
                  <p
                    className={cn(
                      "text-[0.8125rem] leading-snug",
                      result.ours ? "font-semibold text-ink" : "text-slate-600",
                    )}
                  >
                    {result.title}
                  </p>{" "}
                  <p className="mt-0.5 text-xs text-slate-600">
                    <span className={cn("font-bold", result.ours ? "text-sm text-ink" : "text-slate-700")}>
                      {result.price}
                    </span>{" "}
                    · <Dotted text={result.meta} />
                  </p>
                  {result.ours ? (
                    <>
                      <p className="sr-only">{copy.matched}</p>
                      <ul className="mt-2 flex flex-wrap gap-1">
                        {applied.map((label) => (
                          <li
                            key={label}
                            className="flex items-center gap-1 rounded-md bg-emerald-50 px-1.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200"
                          >
                            <Check className="h-3 w-3" strokeWidth={3.5} /> {label}
                          </li>
                        ))}
                      </ul>
                      <p className="mt-1.5 text-xs text-slate-600">{picture.specifics}</p>
                    </>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </PictureFigure>
  );
}
