import { ArrowDown, Truck } from "lucide-react";
import type { AllocationPicture } from "~/content/integrations/picture-types";
import { cn } from "~/lib/cn";
import { MugSetDrawing } from "./mug-set-drawing";
import { HubCardHead, PictureFigure, type PictureProps } from "./picture-frame";

/** The kept pools' squares, darkest first; the channel's own allocation is drawn in its colour. */
const keptTones = ["bg-slate-700", "bg-slate-500", "bg-slate-300"];

/**
 * Temu is a test with a ceiling: the offer as shoppers see it (the mug set drawn large, its flash
 * price), the floor the Hub holds under that price, and one warehouse's stock drawn as
 * squares of 100, the few Temu may sell in its colour, the rest kept for the other channels. The
 * squares are decoration; the legend beside them says the same in words.
 */
export default function Allocation({ page, picture }: PictureProps<AllocationPicture>) {
  const { offer, floor, stock } = picture;
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
    <PictureFigure caption={picture.caption} className="@container">
      <div className="rounded-2xl border border-slate-200 bg-white shadow-xl shadow-slate-900/10">
        {/* The offer as the shopper sees it on Temu: the drawn set beside its flash-sale price. */}
        <div
          data-offer=""
          className="grid gap-4 border-b border-slate-200 p-4 @min-[34rem]:grid-cols-[13.75rem_minmax(0,1fr)] @min-[34rem]:items-center sm:p-5"
        >
          <div aria-hidden className="flex items-center justify-center rounded-xl bg-slate-50">
            <MugSetDrawing className="h-44 w-auto @min-[34rem]:h-auto @min-[34rem]:w-full" />
          </div>
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-1.5">
              <span
                className="rounded-md px-2 py-0.5 text-xs font-bold text-white"
                style={{ backgroundColor: offer.priceColour }}
              >
                {offer.flash}
              </span>{" "}
              {offer.badges.map((badge) => (
                <span key={badge} className={cn("rounded-md px-2 py-0.5 text-xs font-semibold", c.soft, c.text)}>
                  {badge}{" "}
                </span>
              ))}
            </p>
            <p className="mt-2.5 text-[0.9375rem] leading-snug font-semibold text-ink">{offer.title}</p>{" "}
            <p
              data-price=""
              className="mt-1 text-3xl font-extrabold tracking-tight"
              style={{ color: offer.priceColour }}
            >
              {offer.price}
            </p>{" "}
            <p className="mt-1 flex items-center gap-1.5 text-[0.8125rem] text-slate-700">
              <Truck aria-hidden className="h-4 w-4 shrink-0 text-slate-500" /> {offer.delivery.label}:{" "}
              <span className="font-semibold text-ink">{offer.delivery.value}</span>
            </p>
          </div>
        </div>
        {/* What the Hub knows under that price: the floor it will not sell below. */}
        <dl
          data-floor=""
          className="flex flex-wrap items-baseline gap-x-3 gap-y-1 border-b border-slate-200 bg-amber-50/60 px-4 py-3 text-[0.8125rem] sm:px-5"
        >
          <dt className="flex items-center gap-2 font-semibold text-ink">
            <span aria-hidden className="grid h-6 w-6 place-items-center rounded-full bg-amber-100 text-amber-700">
              <ArrowDown className="h-3.5 w-3.5" strokeWidth={2.5} />
            </span>{" "}
            {floor.label}
          </dt>{" "}
          <dd className="text-base font-extrabold text-ink tabular-nums">{floor.value}</dd>{" "}
          <dd className="basis-full text-xs text-slate-700">{floor.note}</dd>
        </dl>
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
