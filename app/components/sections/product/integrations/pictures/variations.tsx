import { LogoMark } from "~/components/layout/logo-mark";
import type { VariationsPicture } from "~/content/integrations/picture-types";
import { channelSceneCopy as copy } from "~/content/integrations/shared";
import { cn } from "~/lib/cn";
import { ChannelMark } from "../../channel-mark";
import { Dotted, PictureFigure, type PictureProps } from "./picture-frame";

// The sale and the Hub card sit beside the buy box from sm up, top to bottom. On a phone the story
// reads down as the stock flows (review 76b): the sale, the Hub card, then the buy box it sets;
// while the story shares a 1024 px screen with its words (lg) they sit side by side under it, the
// sale pointing into the Hub card.
const layout = {
  grid: "sm:grid-cols-[minmax(0,1fr)_14.5rem] lg:grid-cols-1 xl:grid-cols-[minmax(0,1fr)_14.5rem]",
  flow: "max-sm:order-first flex-col lg:flex-row-reverse lg:items-center xl:flex-col xl:items-stretch",
  card: "lg:min-w-0 lg:flex-1 xl:flex-none",
  gap: "min-h-8 flex-1 pl-[2.1875rem] lg:min-h-0 lg:w-8 lg:flex-none lg:pl-0 xl:min-h-8 xl:w-auto xl:flex-1 xl:pl-[2.1875rem]",
};
const on = {
  phone: "flex sm:hidden",
  beside: "hidden sm:flex lg:hidden xl:flex",
  column: "flex lg:hidden xl:flex",
  lg: "hidden lg:flex xl:hidden",
};

/**
 * eBay: one listing, many variations. The item page's buy box as the buyer sees it, the chosen
 * variation down to its last units, and tied to that line the sale on another channel and the
 * Vantora Hub card that turned it into eBay's number, a buffer held back so eBay never oversells.
 */
export default function Variations({ page, picture }: PictureProps<VariationsPicture>) {
  const { listing, pickers, sale, hub } = picture;
  const swatches = pickers.flatMap((p) =>
    p.values.flatMap((v) => (v.swatch ? [{ label: v.label, swatch: v.swatch, chosen: v.label === p.chosen }] : [])),
  );
  const tint = swatches.find((s) => s.chosen)?.swatch ?? "#cbd5e1";
  return (
    <PictureFigure caption={picture.caption}>
      <div className={cn("grid gap-6 sm:gap-8 lg:gap-6 xl:gap-8", layout.grid)}>
        <div
          data-buy-box=""
          className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl shadow-slate-900/10"
        >
          <p className="flex items-center gap-3 border-b border-slate-200 px-4 py-2 text-xs text-slate-600">
            <ChannelMark name={page.slug} className="h-10 w-16 rounded-lg [&_img]:h-8" />{" "}
            <span className="min-w-0 truncate">{listing.path}</span>{" "}
            <span className="ml-auto hidden rounded bg-slate-100 px-1.5 py-0.5 font-medium whitespace-nowrap sm:inline">
              {copy.sample}
            </span>
          </p>
          <div className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-4 p-4 sm:grid-cols-[7.5rem_minmax(0,1fr)] sm:gap-x-5 sm:p-5">
            {/* The gallery: the chosen colour large, a thumbnail per colour under it. */}
            <div aria-hidden>
              <div className="flex aspect-square items-center justify-center rounded-xl border border-slate-200 bg-gradient-to-b from-slate-50 to-slate-100">
                <Tent tint={tint} className="w-[88%]" />
              </div>
              <div className="mt-2 grid grid-cols-2 gap-2">
                {swatches.map((s) => (
                  <span
                    key={s.label}
                    className={cn(
                      "flex aspect-square items-center justify-center rounded-lg bg-slate-100",
                      s.chosen ? "ring-2 ring-ink" : "ring-1 ring-slate-200",
                    )}
                  >
                    <Tent tint={s.swatch} className="w-[80%]" />
                  </span>
                ))}
              </div>
            </div>
            <div className="min-w-0">
              <p className="text-[0.9375rem] leading-snug font-semibold text-pretty text-ink">
                <KeepHyphens text={listing.title} />
              </p>{" "}
              <p className="mt-1 text-xs text-slate-600">
                <Dotted text={listing.seller} />
              </p>{" "}
              <p className="mt-3 text-xl font-extrabold text-ink">{listing.price}</p>{" "}
              <p className="text-xs text-slate-600">
                <Dotted text={listing.shipping} />
              </p>
            </div>
            <div className="col-span-2 min-w-0">
              <div className="flex flex-wrap gap-x-5 gap-y-3">
                {pickers.map((picker) => (
                  <div key={picker.name}>
                    <p className="text-[0.8125rem] text-slate-700">
                      {picker.name}: <span className="font-semibold text-ink">{picker.chosen}</span>
                    </p>
                    <ul className="mt-1.5 flex flex-wrap gap-2">
                      {picker.values.map((value) => (
                        <li
                          key={value.label}
                          data-chosen={value.label === picker.chosen || undefined}
                          className={cn(
                            "flex h-8 items-center gap-2 rounded-full border px-2.5 text-[0.8125rem] whitespace-nowrap",
                            value.label === picker.chosen
                              ? "border-ink font-semibold text-ink ring-1 ring-ink"
                              : "border-slate-300 text-slate-700",
                          )}
                        >
                          {value.swatch ? (
                            <span
                              aria-hidden
                              className="h-4 w-4 rounded-full ring-1 ring-slate-900/15"
                              style={{ backgroundColor: value.swatch }}
                            />
                          ) : null}{" "}
                          {value.label}
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
              <p data-available="" className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-[0.8125rem]">
                <span className="rounded-md bg-amber-50 px-2 py-0.5 font-semibold text-amber-800 ring-1 ring-amber-300">
                  {listing.available}
                </span>{" "}
                <span className="font-semibold text-slate-700">{listing.sold}</span>
              </p>
              {/* eBay's own blue buttons: the page is eBay's, not the Hub's. */}
              <p className="mt-4 grid grid-cols-2 gap-2 text-center text-sm font-bold">
                {listing.actions.map((action, i) => (
                  <span
                    key={action}
                    className={cn(
                      "rounded-full border border-[#3665f3] px-2 py-2",
                      i === 0 ? "bg-[#3665f3] text-white" : "text-[#3665f3]",
                    )}
                  >
                    {action}{" "}
                  </span>
                ))}
              </p>
            </div>
          </div>
        </div>
        <div className={cn("flex", layout.flow)}>
          <p
            className={cn(
              "flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 text-[0.8125rem] shadow-lg shadow-slate-900/5",
              layout.card,
            )}
          >
            <ChannelMark name={sale.channel} className="h-9 w-9 rounded-lg [&_img]:h-6 [&_img]:w-6" />{" "}
            <span className="min-w-0 flex-1">
              <span className="flex items-baseline justify-between gap-2">
                <span className="font-semibold text-ink">{sale.title}</span>{" "}
                <span className="text-xs text-slate-600 tabular-nums">{sale.time}</span>
              </span>{" "}
              <span className="block text-xs text-slate-600">{sale.detail}</span>
            </span>
          </p>
          <span className={cn("flex", layout.gap)}>
            <Link head="down" className={on.column} />
            <Link head="left" className={cn("w-full", on.lg)} />
          </span>
          <div
            data-hub=""
            className={cn(
              "relative rounded-2xl bg-slate-900 p-4 text-white shadow-xl shadow-slate-900/20",
              layout.card,
            )}
          >
            {/* To the buy box: under the card on a phone, above it at lg. */}
            <Link head="down" className={cn("absolute top-full left-[2.1875rem] h-6", on.phone)} />
            <Link head="up" className={cn("absolute bottom-full left-[2.1875rem] h-6", on.lg)} />
            <p className="flex items-center gap-2 text-xs font-medium text-slate-300">
              <LogoMark className="h-6 w-6 rounded-md" /> {copy.inHub}
            </p>
            <p className="mt-3 text-[0.9375rem] leading-snug font-semibold">
              {hub.variation} <span className="block font-mono text-xs font-normal text-slate-400">{hub.sku}</span>
            </p>
            <dl className="mt-2 divide-y divide-white/10 text-[0.8125rem]">
              {hub.stock.map((row) => (
                <div
                  key={row.label}
                  data-on-channel={row.onChannel || undefined}
                  className={cn(
                    "relative flex items-baseline justify-between gap-3 py-2",
                    row.onChannel ? "font-semibold text-amber-300" : "text-slate-200",
                  )}
                >
                  <dt>
                    {/* Beside the buy box, this line points at the one it sets there (inside the dt:
                        a dl's row holds only its dt and dd). */}
                    {row.onChannel ? (
                      <Link
                        head="left"
                        className={cn("absolute top-1/2 right-[calc(100%+1rem)] w-8 -translate-y-1/2", on.beside)}
                      />
                    ) : null}
                    {row.label}
                  </dt>{" "}
                  <dd className="whitespace-nowrap tabular-nums">
                    {row.before ? <span className="font-normal text-slate-400 line-through">{row.before}</span> : null}
                    {row.before ? " → " : null}
                    {row.after}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mt-1 border-t border-white/10 pt-3 text-xs leading-relaxed text-slate-300">{hub.note}</p>
          </div>
        </div>
      </div>
    </PictureFigure>
  );
}

/** A title whose hyphenated words ("3-Season") never break at the hyphen. */
function KeepHyphens({ text }: { text: string }) {
  return text.split(/(\S+-\S+)/).map((part) =>
    part.includes("-") ? (
      <span key={part} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/** A 2 px amber rule with its arrowhead at the end the stock flows to. */
function Link({ head, className }: { head: "up" | "down" | "left"; className?: string }) {
  const across = head === "left";
  const arrow = { up: "M5 0 L10 8 H0 Z", down: "M5 8 L10 0 H0 Z", left: "M0 5 L8 0 V10 Z" }[head];
  return (
    <span
      aria-hidden
      data-link={head}
      className={cn(
        "items-center",
        across ? "h-2.5 flex-row" : "w-2.5 flex-col",
        head === "down" && "flex-col-reverse",
        className,
      )}
    >
      <svg
        aria-hidden="true"
        viewBox={across ? "0 0 8 10" : "0 0 10 8"}
        className={cn("shrink-0 text-amber-400", across ? "h-2.5 w-2" : "h-2 w-2.5")}
      >
        <path d={arrow} fill="currentColor" />
      </svg>
      <span className={cn("flex-1 bg-amber-400", across ? "-ml-px h-0.5" : "w-0.5")} />
    </span>
  );
}

/** The Ridgeline in three-quarter view (front, one side, guy lines), pitched in the given colour. */
function Tent({ tint, className }: { tint: string; className?: string }) {
  return (
    <svg viewBox="0 0 120 90" aria-hidden="true" className={className}>
      <ellipse cx="62" cy="79" rx="52" ry="5" fill="#0f172a" fillOpacity="0.08" />
      <g stroke="#334155" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round">
        <path d="M40 20 L4 80 M96 28 L116 76" fill="none" strokeWidth="1" strokeOpacity="0.6" />
        <path d="M40 20 L96 28 L108 72 L66 76 Z" fill={tint} />
        {/* The side in shade, so the two faces read as a ridge. */}
        <path d="M40 20 L96 28 L108 72 L66 76 Z" fill="#0f172a" fillOpacity="0.18" stroke="none" />
        <path d="M68 24 L87 74" fill="none" strokeWidth="1.25" strokeOpacity="0.5" />
        <path d="M14 76 L40 20 L66 76 Z" fill={tint} />
        <path d="M30 76 L40 44 L50 76 Z" fill="#1e293b" fillOpacity="0.7" />
      </g>
    </svg>
  );
}
