import type { ListingPicture } from "~/content/integrations/picture-types";
import { channelSceneCopy as copy } from "~/content/integrations/shared";
import { cn } from "~/lib/cn";
import { ChannelMark } from "../../channel-mark";
import { PictureFigure, type PictureProps, statusDots } from "./picture-frame";
import { ProductArt } from "./product-art";

/**
 * A sample listing as shoppers see it on this channel and, beside it, what Vantora Hub keeps in
 * sync for it (TikTok Shop's live bundle, Temu's allocated offer).
 */
export default function Listing({ page, picture }: PictureProps<ListingPicture>) {
  const { listing, sync } = picture;
  const c = page.c;
  return (
    <PictureFigure caption={picture.caption}>
      {/* The record a little wider than the listing, so a label and its value share one line. */}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.12fr)] sm:items-start">
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xl shadow-slate-900/10 sm:p-5">
          <p className="flex items-center gap-2.5 text-[0.8125rem] font-medium text-slate-600">
            <ChannelMark name={page.slug} className="h-8 w-8 rounded-lg [&_img]:h-5 [&_img]:w-5" />
            {copy.onChannel(page.name)}
          </p>
          <div className="mt-4 flex gap-4">
            <div
              aria-hidden
              className={cn(
                "flex h-24 w-24 shrink-0 items-center justify-center rounded-xl ring-1 ring-current/10",
                c.soft,
                c.text,
              )}
            >
              <ProductArt art={listing.art} className="h-20 w-20" />
            </div>
            <div className="min-w-0">
              <p className="text-[0.9375rem] leading-snug font-semibold text-ink">{listing.title}</p>{" "}
              <p className="mt-1 text-xl font-extrabold text-ink">{listing.price}</p>
            </div>
          </div>
          <p className="mt-3 text-[0.8125rem] text-slate-600">{listing.meta}</p>
          <ul className="mt-3 flex flex-wrap gap-1.5">
            {listing.badges.map((badge) => (
              <li
                key={badge}
                className={cn("rounded-md px-2 py-0.5 text-xs font-semibold ring-1 ring-current/20", c.soft, c.text)}
              >
                {badge}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-xs font-medium text-slate-600">{listing.options.label}</p>
          <ul className="mt-1.5 flex flex-wrap gap-1.5">
            {listing.options.values.map((value, i) => (
              <li
                key={value}
                className={cn(
                  "rounded-md border px-2 py-1 text-xs",
                  i === 0 ? "border-ink font-semibold text-ink" : "border-slate-200 text-slate-600",
                )}
              >
                {value}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl bg-slate-950 p-5 text-white shadow-xl shadow-slate-900/20 sm:mt-12">
          <p className="flex items-center justify-between gap-3 text-xs font-medium text-slate-300">
            <span>{copy.inHub}</span> <span className="rounded bg-white/10 px-1.5 py-0.5">{copy.sample}</span>
          </p>
          <p className="mt-3 text-base font-semibold">{sync.title}</p>
          <dl className="mt-3 divide-y divide-white/10">
            {sync.rows.map((row) => (
              <div key={row.label} className="flex items-start gap-2.5 py-2.5 text-[0.8125rem]">
                <dt className="flex items-start gap-2.5 whitespace-nowrap text-slate-300">
                  <span aria-hidden className={cn("mt-1.5 h-2 w-2 shrink-0 rounded-full", statusDots[row.tone])} />
                  {row.label}
                </dt>{" "}
                <dd className="ml-auto text-right font-medium text-white">{row.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </PictureFigure>
  );
}
