import type { DimensionsPicture } from "~/content/integrations/picture-types";
import { cn } from "~/lib/cn";
import { ChairDrawing } from "./chair-drawing";
import { PictureFigure, type PictureProps } from "./picture-frame";

/** The faint squared paper of a printed spec sheet. */
const grid =
  "bg-[linear-gradient(to_right,var(--color-slate-100)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-slate-100)_1px,transparent_1px)] bg-size-[16px_16px]";

/**
 * Home Depot's spec sheet for the chair: the dimension drawing shoppers compare by and, beside it,
 * the specifications, with the facts that send it by freight marked.
 */
export default function Dimensions({ page, picture }: PictureProps<DimensionsPicture>) {
  const { item, specs } = picture;
  const marker = "inline-block h-2 w-2 shrink-0 rounded-[1px] bg-orange-500";
  return (
    <PictureFigure caption={picture.caption} className="@container">
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl shadow-slate-900/10">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-slate-200 px-4 py-3 sm:px-5">
          <p className="text-[0.9375rem] leading-snug font-semibold text-balance text-ink">{item.title}</p>{" "}
          <p className="text-lg font-extrabold text-ink">{item.price}</p>{" "}
          <p className="w-full text-xs text-slate-500">{item.meta}</p>
        </div>
        <div className="grid @xl:grid-cols-[minmax(0,1fr)_15rem]">
          <div className={cn("relative flex flex-col justify-center px-4 pt-4 pb-9 sm:px-5", grid)}>
            <ChairDrawing picture={picture} />
            <p className="absolute right-4 bottom-3 text-xs text-slate-500 sm:right-5">{picture.views.note}</p>
          </div>
          <div className="border-t border-slate-200 p-4 @xl:border-t-0 @xl:border-l">
            <p className={cn("text-xs font-bold tracking-wider uppercase", page.c.text)}>{specs.title}</p>
            {/* Each row sized on its own (a table would size every row by its longest label and value). */}
            <dl className="mt-1 grid gap-x-6 @md:grid-cols-2 @xl:grid-cols-1">
              {specs.rows.map((row) => (
                <div
                  key={row.label}
                  className="flex items-baseline justify-between gap-2 border-b border-slate-100 py-2"
                >
                  <dt className="flex items-center gap-1.5 text-xs whitespace-nowrap text-slate-600">
                    {row.freight ? <span aria-hidden className={marker} /> : null}
                    {row.label}
                    {row.freight ? <span className="sr-only"> ({specs.key.toLowerCase()})</span> : null}
                  </dt>{" "}
                  <dd className="text-right text-[0.8125rem] font-semibold whitespace-nowrap text-ink">{row.value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-2 flex items-center gap-1.5 text-xs text-slate-600">
              <span aria-hidden className={marker} />
              {specs.key}
            </p>
          </div>
        </div>
      </div>
    </PictureFigure>
  );
}
