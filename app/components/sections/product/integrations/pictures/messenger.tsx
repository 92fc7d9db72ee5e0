import type { MessengerPicture } from "~/content/integrations/picture-types";
import { cn } from "~/lib/cn";
import { PictureFigure, type PictureProps } from "./picture-frame";
import { ProductArt } from "./product-art";

/**
 * Facebook Marketplace: the buyer's phone, with the listing they found in their feed and the
 * Messenger chat that followed (one of the hero inbox's threads, from the other side), and beside
 * it what Vantora Hub did to answer it.
 */
export default function Messenger({ page, picture }: PictureProps<MessengerPicture>) {
  const { listing, thread, notes } = picture;
  const c = page.c;
  return (
    <PictureFigure caption={picture.caption}>
      <div className="grid items-center gap-6 sm:grid-cols-[18rem_minmax(0,1fr)] sm:gap-8">
        {/* A phone drawn in CSS: dark bezel, rounded screen, a pill-shaped camera cut-out. */}
        <div className="mx-auto w-full max-w-[18rem] rounded-[2.5rem] bg-slate-900 p-2 shadow-2xl shadow-slate-900/25">
          <div className="overflow-hidden rounded-[2rem] bg-white">
            <div aria-hidden className="flex justify-center pt-2.5">
              <span className="h-5 w-20 rounded-full bg-slate-900" />
            </div>
            <div className="px-4 pt-3">
              {/* The chair in Rust, the colour the chat asks about (the channel's blue read as a third colour). */}
              <div
                aria-hidden
                className="flex h-28 items-center justify-center rounded-xl bg-stone-100 text-orange-800 ring-1 ring-current/10"
              >
                <ProductArt art={listing.art} className="h-24 w-28" />
              </div>
              <p className="mt-3 text-lg leading-tight font-bold text-ink">{listing.price}</p>{" "}
              <p className="text-sm font-medium text-ink">{listing.title}</p>{" "}
              <p className="mt-0.5 text-xs text-slate-600">{listing.meta}</p>{" "}
              <p
                className={cn("mt-3 rounded-lg py-1.5 text-center text-[0.8125rem] font-semibold text-white", c.solid)}
              >
                {listing.action}
              </p>
            </div>
            <div className="mt-4 border-t border-slate-200 px-3 pt-3 pb-5">
              <p className="flex items-center gap-2.5 px-1">
                <span
                  aria-hidden
                  className={cn(
                    "flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-xs font-bold",
                    c.soft,
                    c.text,
                  )}
                >
                  {thread.sellerInitials}
                </span>{" "}
                <span className="min-w-0 leading-tight">
                  <span className="block text-[0.8125rem] font-semibold text-ink">{thread.seller}</span>{" "}
                  <span className="block text-xs text-slate-600">{thread.sellerMeta}</span>
                </span>
              </p>
              <p className="mt-3 text-center text-xs text-slate-500">{thread.when}</p>
              <ul className="mt-2 space-y-1.5">
                {thread.messages.map((m) => (
                  <li key={m.text} className={cn("flex", m.from === "buyer" ? "justify-end pl-8" : "pr-8")}>
                    <p
                      className={cn(
                        "rounded-2xl px-3 py-1.5 text-[0.8125rem] leading-snug",
                        m.from === "buyer"
                          ? cn("rounded-br-md text-white", c.solid)
                          : "rounded-bl-md bg-slate-100 text-ink",
                      )}
                    >
                      <span className="sr-only">{m.from === "buyer" ? thread.buyer : thread.seller}: </span>
                      {m.text}
                    </p>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
        {/* Each note sits level with the part of the phone it explains, tied to it by a short rule. */}
        <ul className="flex flex-col gap-4 sm:h-full sm:justify-around sm:py-6">
          {notes.map((note) => (
            <li
              key={note.title}
              className="relative rounded-2xl border border-slate-200 bg-white p-4 shadow-lg shadow-slate-900/5 sm:before:absolute sm:before:top-8 sm:before:-left-8 sm:before:w-8 sm:before:border-t sm:before:border-dashed sm:before:border-slate-400"
            >
              <p className={cn("flex items-center gap-2 text-xs font-semibold", c.text)}>
                <span aria-hidden className={cn("h-2 w-2 rounded-full", c.solid)} />
                {note.label}
              </p>{" "}
              <p className="mt-1.5 text-[0.9375rem] leading-snug font-semibold text-balance text-ink">{note.title}</p>
              <dl className="mt-3 space-y-2">
                {note.facts.map((fact) => (
                  <div key={fact.label}>
                    <dt className="text-xs text-slate-600">{fact.label}</dt>{" "}
                    <dd className="text-[0.8125rem] text-ink">{fact.value}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </div>
    </PictureFigure>
  );
}
