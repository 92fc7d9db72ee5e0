import type { LivePicture } from "~/content/integrations/picture-types";
import { cn } from "~/lib/cn";
import { HubCardHead, PictureFigure, type PictureProps } from "./picture-frame";
import { ProductArt } from "./product-art";

/**
 * TikTok Shop sells in bursts: a creator's live on a shopper's phone, the bundle pinned under the
 * comments, and beside it the orders Vantora Hub takes from that live as they are placed. The
 * phone is drawn in CSS (a dark stream lit by the lantern), not a photo.
 */
export default function Live({ page, picture }: PictureProps<LivePicture>) {
  const { stream, comments, product, orders } = picture;
  return (
    <PictureFigure caption={picture.caption}>
      <div className="grid items-center gap-6 sm:grid-cols-[17.5rem_minmax(0,1fr)] sm:gap-8">
        <div className="mx-auto w-full max-w-[17.5rem] rounded-[2.25rem] bg-slate-900 p-2 shadow-2xl shadow-slate-900/30">
          <div className="relative flex aspect-[9/17] flex-col overflow-hidden rounded-[1.75rem] bg-gradient-to-b from-slate-800 via-slate-900 to-black px-3 pt-4 pb-3 text-white">
            {/* The stream: the lantern glowing in the creator's hands, a warm light in a dark tent. */}
            <span
              aria-hidden
              className="absolute inset-x-0 top-10 h-56 bg-[radial-gradient(circle_at_50%_45%,rgba(251,191,36,0.45),transparent_62%)]"
            />
            <ProductArt
              art={product.art}
              className="absolute top-16 left-1/2 h-28 w-36 -translate-x-1/2 text-amber-300"
            />
            <p className="relative flex items-center gap-2 text-xs">
              <span
                aria-hidden
                className="h-8 w-8 shrink-0 rounded-full bg-gradient-to-br from-rose-400 to-amber-300"
              />{" "}
              <span className="min-w-0 leading-tight">
                <span className="block truncate font-semibold">{stream.handle}</span>{" "}
                <span className="block text-white/70">{stream.watching}</span>
              </span>{" "}
              <span className="ml-auto rounded bg-rose-600 px-1.5 py-0.5 font-bold tracking-wide">{stream.badge}</span>
            </p>
            <ul className="relative mt-auto space-y-1.5 text-xs">
              {comments.map((comment) => (
                <li key={comment.who} className="w-fit max-w-full rounded-2xl bg-black/40 px-2.5 py-1.5">
                  <span className="font-semibold text-white/70">{comment.who}</span> {comment.text}
                </li>
              ))}
            </ul>
            {/* The pinned product: the only way to buy from inside the live. */}
            <div className="relative mt-3 rounded-xl bg-white p-2.5 text-ink">
              <div className="flex items-center gap-2.5">
                <span
                  aria-hidden
                  className={cn("grid h-11 w-11 shrink-0 place-items-center rounded-lg", page.c.soft, page.c.text)}
                >
                  <ProductArt art={product.art} className="h-9 w-9" />
                </span>{" "}
                <span className="min-w-0">
                  <span className="line-clamp-2 text-xs leading-snug font-semibold">{product.title}</span>{" "}
                  <span className="mt-0.5 block text-xs">
                    <span className="font-bold">{product.price}</span>{" "}
                    <span className="text-slate-600">· {product.sold}</span>
                  </span>
                </span>
              </div>{" "}
              <span className="mt-2 block rounded-lg bg-rose-600 py-1.5 text-center text-xs font-bold text-white">
                {product.action}
              </span>
            </div>
          </div>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xl shadow-slate-900/10">
          <HubCardHead title={orders.title} />
          <ul className="mt-3 divide-y divide-slate-100 border-y border-slate-100">
            {orders.rows.map((order) => (
              <li key={order.id} className="flex items-baseline gap-3 py-2.5 text-[0.8125rem]">
                <span className="font-mono text-xs text-slate-500">{order.id}</span>{" "}
                <span className="min-w-0 flex-1 text-ink">{order.detail}</span>{" "}
                <span className="text-xs text-slate-500 tabular-nums">{order.time}</span>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-[0.8125rem] leading-relaxed text-slate-600">{orders.note}</p>
        </div>
      </div>
    </PictureFigure>
  );
}
