import type { PersonalizePicture } from "~/content/integrations/picture-types";
import { cn } from "~/lib/cn";
import { PictureFigure, type PictureProps } from "./picture-frame";

/**
 * Etsy: the listing's buy box with the buyer's choices made (a glaze, a name typed in), the mug
 * wearing that name, and the one pick-list line the order becomes in Vantora Hub.
 */
export default function Personalize({ page, picture }: PictureProps<PersonalizePicture>) {
  const { listing, personalization: text, pickList } = picture;
  const c = page.c;
  return (
    <PictureFigure caption={picture.caption}>
      <div className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-xl shadow-slate-900/10 sm:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] sm:p-5">
        <div className="relative flex items-center justify-center rounded-xl bg-stone-100 py-4">
          <p className="absolute top-3 left-3 rounded bg-white px-1.5 py-0.5 text-xs font-medium text-slate-600">
            {picture.preview}
          </p>{" "}
          <Mug name={text.value} />
        </div>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
            <span className="font-semibold text-ink">{listing.shop}</span>{" "}
            <span aria-hidden className="tracking-tight text-ink">
              ★★★★★
            </span>{" "}
            <span>{listing.sales}</span>
          </p>
          <p className="mt-2 text-[0.9375rem] leading-snug font-semibold text-ink">{listing.title}</p>{" "}
          <p className="mt-1 text-xl font-extrabold text-ink">{listing.price}</p>
          <dl className="mt-3 space-y-3 text-[0.8125rem]">
            {picture.options.map((option) => (
              <div key={option.label}>
                <dt className="font-medium text-ink">{option.label}</dt>{" "}
                <dd className="mt-1 flex items-center justify-between rounded-lg border border-slate-300 px-3 py-1.5 text-ink">
                  {option.value}
                  <svg viewBox="0 0 12 8" aria-hidden="true" className="h-2 w-3 text-slate-500">
                    <path d="M1 1l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
                  </svg>
                </dd>
              </div>
            ))}
            <div>
              <dt className="font-medium text-ink">
                {text.label} <span className="mt-0.5 block text-xs font-normal text-slate-600">{text.hint}</span>
              </dt>{" "}
              <dd className="mt-1.5">
                {/* A focused textarea: the channel-coloured border, a caret after the typed name. */}
                <span className={cn("flex min-h-14 rounded-lg border-2 px-3 py-1.5 text-ink", c.border)}>
                  {text.value}
                  <span aria-hidden className="ml-px h-5 w-px bg-ink" />
                </span>{" "}
                <span className="mt-1 block text-right text-xs text-slate-600">
                  {text.value.length}/{text.limit}
                </span>
              </dd>
            </div>
          </dl>
          <p className="mt-1 rounded-full bg-slate-900 py-2 text-center text-[0.8125rem] font-semibold text-white">
            {listing.action}
          </p>
        </div>
      </div>
      {/* The arrow leaves from under the buy box (the same columns as the card above). */}
      <div className="grid gap-5 px-4 sm:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] sm:px-5">
        <p className={cn("flex items-center gap-2 py-2 pl-2 text-xs font-medium sm:col-start-2", c.text)}>
          <svg viewBox="0 0 12 28" aria-hidden="true" className="h-7 w-3">
            <path d="M6 1v24M1.5 20.5 6 25l4.5-4.5" fill="none" stroke="currentColor" strokeWidth="1.75" />
          </svg>
          {pickList.via}
        </p>
      </div>
      {/* The printed pick list: monospaced, its heading ruled off with a dashed line like a receipt. */}
      <div className="rounded-xl border border-slate-200 bg-white px-4 py-3 font-mono shadow-md shadow-slate-900/5 sm:px-5">
        <p className="border-b border-dashed border-slate-300 pb-2 text-xs text-slate-600">{pickList.title}</p>
        <div className="mt-2.5 flex gap-3">
          <span aria-hidden className="mt-0.5 h-4 w-4 shrink-0 rounded-sm border-2 border-slate-400" />
          <dl className="grid flex-1 grid-cols-[7rem_minmax(0,1fr)] gap-y-1.5 sm:flex sm:flex-wrap sm:justify-between sm:gap-x-6">
            {pickList.lines.map((line) => (
              // The buyer's text is the line's one highlighted value: what the maker must not miss.
              <div key={line.label} className="contents sm:block">
                <dt className="text-xs leading-5 text-slate-600">{line.label}</dt>{" "}
                <dd className="text-sm font-semibold text-ink">
                  <span className={cn(line.value === text.value && cn("rounded px-1 py-0.5", c.soft, c.text))}>
                    {line.value}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </PictureFigure>
  );
}

/** The mug in its Moss glaze over bare stoneware, the buyer's name stamped through the glaze. */
function Mug({ name }: { name: string }) {
  return (
    <svg viewBox="0 0 200 170" aria-hidden="true" className="h-40 w-auto max-w-full sm:h-56">
      <ellipse cx="92" cy="156" rx="64" ry="6" fill="#57534e" fillOpacity="0.15" />
      <path d="M144 58 C182 58 182 122 144 122" fill="none" stroke="#5f7448" strokeWidth="13" strokeLinecap="round" />
      {/* Bare clay foot, then the glaze dipped over it, ending in a soft drip line. */}
      <path d="M40 30 H144 V140 C144 148 138 154 130 154 H54 C46 154 40 148 40 140 Z" fill="#d9c9ae" />
      <path
        d="M40 30 H144 V124 C136 128 128 122 120 127 C110 133 100 124 90 129 C78 135 68 125 58 130 C50 134 44 128 40 130 Z"
        fill="#6b7f52"
      />
      <ellipse cx="92" cy="30" rx="52" ry="8" fill="#556742" />
      <ellipse cx="92" cy="30" rx="46" ry="5.5" fill="#3f4d31" />
      <path d="M52 44 V116" stroke="#ffffff" strokeOpacity="0.18" strokeWidth="6" strokeLinecap="round" />
      <text
        x="92"
        y="92"
        textAnchor="middle"
        fill="#efe6d2"
        fontFamily="Georgia, 'Times New Roman', serif"
        fontSize="24"
        fontWeight="700"
        letterSpacing="3"
      >
        {name}
      </text>
    </svg>
  );
}
