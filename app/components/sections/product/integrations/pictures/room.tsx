import { Tag } from "lucide-react";
import type { RoomPicture } from "~/content/integrations/picture-types";
import { cn } from "~/lib/cn";
import { PictureFigure, type PictureProps } from "./picture-frame";
import { RoomScene } from "./room-scene";

/**
 * How Houzz shoppers find products: in a room photo, by a tag on the thing they like. The photo is
 * drawn (no stock photos); the open tag's card leans out of it with the finishes and the facts a
 * shopper plans a room around.
 */
export default function Room({ page, picture }: PictureProps<RoomPicture>) {
  const { tag } = picture;
  const chip = "absolute left-3 rounded-full bg-white/90 px-2.5 py-1 text-xs font-medium text-ink shadow-sm";
  return (
    <PictureFigure caption={picture.caption} className="@container">
      <div className="flex flex-col @xl:flex-row @xl:items-center">
        <div className="relative min-w-0 flex-1 overflow-hidden rounded-2xl shadow-xl ring-1 shadow-slate-900/10 ring-slate-900/5">
          <RoomScene />
          <p className={cn(chip, "top-3 max-w-[calc(100%-1.5rem)]")}>{picture.room}</p>{" "}
          <p className={cn(chip, "bottom-9 flex items-center gap-1.5 @xl:bottom-3")}>
            <Tag aria-hidden className="h-3.5 w-3.5" />
            {picture.tagged}
          </p>
        </div>{" "}
        {/* The card overlaps the photo's edge, as the tag's popover does on the photo itself. */}
        <div className="relative z-10 mx-3 -mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-xl shadow-slate-900/15 @xl:mx-0 @xl:-ml-12 @xl:mt-0 @xl:w-68 @xl:shrink-0">
          <p className={cn("flex items-center gap-1.5 text-xs font-semibold", page.c.text)}>
            <span aria-hidden className="h-2 w-2 rounded-full bg-current" />
            {tag.label}
          </p>{" "}
          <p className="mt-2 text-[0.9375rem] leading-snug font-semibold text-balance text-ink">{tag.title}</p>{" "}
          <p className="mt-1 text-lg font-extrabold text-ink">{tag.price}</p>{" "}
          <p className="text-xs text-slate-600">{tag.meta}</p>
          <ul className="mt-3 flex flex-wrap gap-1.5 border-t border-slate-100 pt-3">
            {picture.finishes.map((finish, i) => (
              <li
                key={finish.name}
                className={cn(
                  "flex items-center gap-1.5 rounded-full border py-0.5 pr-2 pl-0.5 text-xs",
                  i === 0 ? "border-ink font-semibold text-ink" : "border-slate-200 text-slate-600",
                )}
              >
                <span
                  aria-hidden
                  className="h-4.5 w-4.5 rounded-full ring-1 ring-black/10 ring-inset"
                  style={{ backgroundColor: finish.colour }}
                />
                {finish.name}
              </li>
            ))}
          </ul>
          <dl className="mt-3 space-y-1.5 text-xs">
            {picture.facts.map((fact) => (
              <div key={fact.label} className="flex gap-3">
                <dt className="w-16 shrink-0 text-slate-500">{fact.label}</dt>{" "}
                <dd className="font-medium text-ink">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </PictureFigure>
  );
}
