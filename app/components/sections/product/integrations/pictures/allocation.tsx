import type { AllocationPicture } from "~/content/integrations/picture-types";
import { cn } from "~/lib/cn";
import { HubCardHead, PictureFigure, type PictureProps } from "./picture-frame";
import { ProductArt } from "./product-art";

/** The kept pools' squares, darkest first; the channel's own allocation is drawn in its colour. */
const keptTones = ["bg-slate-700", "bg-slate-500", "bg-slate-300"];

/**
 * Temu is a test with a ceiling: the offer as shoppers see it, and one warehouse's stock drawn as
 * squares of 100, the few Temu may sell in its colour, the rest kept for the other channels. The
 * squares are decoration; the legend beside them says the same in words.
 */
export default function Allocation({ page, picture }: PictureProps<AllocationPicture>) {
  const { offer, stock } = picture;
  const c = page.c;
  const { allocation, kept } = stock;
  const keptTone = (i: number) => keptTones[i % keptTones.length];
  const pools = [
    { name: allocation.name, units: allocation.units, tone: "bg-amber-500" },
    ...kept.pools.map((pool, i) => ({ ...pool, tone: keptTone(i) })),
  ];
  const squares = pools.flatMap((pool) =>
    Array.from({ length: Math.round(pool.units / stock.perSquare) }, (_, n) => ({
      key: `${pool.name}-${n}`,
      tone: pool.tone,
    })),
  );
  const units = (n: number) => n.toLocaleString("en-US");
  return (
    <PictureFigure caption={picture.caption}>
      <div className="rounded-2xl border border-slate-200 bg-white shadow-xl shadow-slate-900/10">
        <div className="flex items-center gap-4 border-b border-slate-200 p-4 sm:p-5">
          <span aria-hidden className={cn("grid h-16 w-16 shrink-0 place-items-center rounded-xl", c.soft, c.text)}>
            <ProductArt art={offer.art} className="h-14 w-14" />
          </span>{" "}
          <div className="min-w-0 flex-1">
            <p className="text-[0.9375rem] leading-snug font-semibold text-ink">{offer.title}</p>{" "}
            <p className="mt-0.5 text-xs text-slate-600">{offer.meta}</p>{" "}
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {offer.badges.map((badge) => (
                <li key={badge} className={cn("rounded-md px-2 py-0.5 text-xs font-semibold", c.soft, c.text)}>
                  {badge}
                </li>
              ))}
            </ul>
          </div>{" "}
          <p className="self-start text-xl font-extrabold text-ink">{offer.price}</p>
        </div>
        <div className="p-4 sm:p-5">
          <HubCardHead title={stock.title} />
          <div className="mt-4 grid gap-5 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] sm:items-center sm:gap-6">
            <div>
              <div aria-hidden className="grid grid-cols-7 gap-1.5">
                {squares.map((square) => (
                  <span key={square.key} className={cn("aspect-square rounded-[0.3rem]", square.tone)} />
                ))}
              </div>
              <p className="mt-2 text-xs text-slate-500">{stock.squareLabel}</p>
            </div>
            <div className="text-[0.8125rem]">
              <p className="flex items-start gap-2.5">
                <span aria-hidden className="mt-1 h-3 w-3 shrink-0 rounded-[0.2rem] bg-amber-500" />{" "}
                <span>
                  <span className="font-semibold text-ink">
                    {allocation.name} · {units(allocation.units)}
                  </span>{" "}
                  <span className="block text-slate-600">{allocation.detail}</span>
                </span>
              </p>
              <p className="mt-4 text-xs font-medium text-slate-600">{kept.label}</p>
              <ul className="mt-2 space-y-1.5">
                {kept.pools.map((pool, i) => (
                  <li key={pool.name} className="flex items-center gap-2.5">
                    <span aria-hidden className={cn("h-3 w-3 shrink-0 rounded-[0.2rem]", keptTone(i))} />{" "}
                    <span className="font-semibold text-ink">{pool.name}</span>{" "}
                    <span className="ml-auto text-slate-600 tabular-nums">{units(pool.units)}</span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <p className="mt-5 border-l-2 border-amber-500 pl-3 text-[0.8125rem] leading-relaxed text-slate-700">
            {stock.rule}
          </p>
        </div>
      </div>
    </PictureFigure>
  );
}
