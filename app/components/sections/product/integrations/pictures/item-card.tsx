import { Check } from "lucide-react";
import type { ItemCardPicture } from "~/content/integrations/picture-types";
import { channelSceneCopy as copy } from "~/content/integrations/shared";
import { cn } from "~/lib/cn";
import { ChannelMark } from "../../channel-mark";
import { LampDrawing } from "./lamp-drawing";
import { PictureFigure, type PictureProps } from "./picture-frame";

/**
 * Target: the item card a guest sees once Target Plus review has passed. The lamp drawn large on
 * white (as Target wants its images), its title and price, the item fields with the one Vantora
 * Hub filled before submission highlighted, and the review's verdict as a green chip. From a
 * 576 px figure the drawing stands beside the words; narrower, above them.
 */
export default function ItemCard({ page, picture }: PictureProps<ItemCardPicture>) {
  const { item, fields } = picture;
  return (
    <PictureFigure caption={picture.caption} className="@container">
      <div
        data-item-card=""
        className="grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl shadow-slate-900/10 @min-[36rem]:grid-cols-[17.5rem_minmax(0,1fr)]"
      >
        <div
          aria-hidden
          className="flex items-center justify-center border-b border-slate-100 bg-white p-4 @min-[36rem]:border-r @min-[36rem]:border-b-0"
        >
          <LampDrawing className="h-52 w-auto @min-[36rem]:h-auto @min-[36rem]:w-full" />
        </div>
        <div className="min-w-0 p-4 sm:p-5">
          <p className="flex items-center justify-between gap-2">
            <span className="flex items-center gap-2 rounded-full bg-white py-1 pr-3 pl-1 text-xs font-semibold text-ink ring-1 ring-rose-200">
              <ChannelMark
                name={page.slug}
                className="h-6 w-6 rounded-full border-0 shadow-none [&_img]:h-4 [&_img]:w-4"
              />{" "}
              {item.badge}
            </span>{" "}
            <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-600">{copy.sample}</span>
          </p>
          <p className="mt-3 text-base leading-snug font-semibold text-ink">{item.title}</p>{" "}
          <p className="mt-1 text-xl font-extrabold text-ink">{item.price}</p>{" "}
          <p className="mt-0.5 text-xs text-slate-600">{item.seller}</p>
          <dl className="mt-3 divide-y divide-slate-100 border-y border-slate-100 text-[0.8125rem]">
            {fields.map((field) => (
              <div
                key={field.label}
                data-fixed={field.fixed ? "" : undefined}
                className={cn(
                  "flex flex-wrap items-baseline justify-between gap-x-3 py-1.5",
                  field.fixed && "-mx-2 rounded-md border-0 bg-amber-50 px-2 ring-1 ring-amber-300",
                )}
              >
                <dt className={cn("text-slate-600", field.fixed && "font-semibold text-ink")}>{field.label}</dt>{" "}
                <dd className={cn("text-right text-ink", field.fixed && "font-bold")}>{field.value}</dd>{" "}
                {field.fixed ? <dd className="basis-full text-xs text-amber-900">{field.fixed}</dd> : null}
              </div>
            ))}
          </dl>
          <p className="mt-4 flex w-fit items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-[0.8125rem] font-semibold text-emerald-800 ring-1 ring-emerald-300">
            <Check aria-hidden className="h-4 w-4 text-emerald-600" strokeWidth={3} /> {picture.review}
          </p>
        </div>
      </div>
    </PictureFigure>
  );
}
