import { BrandMark } from "~/components/ui/brand-icon";
import { brandMarkFor, brandMarks } from "~/content/brands";
import { cn } from "~/lib/cn";

type Props = { name: string; size?: "md" | "lg"; className?: string };

// A wordmark (eBay's) squeezed into a square tile is about 20 px wide and cannot be read: its tile
// grows sideways around the mark instead, the mark at least 20 px tall (so 34 px or more wide)
// whatever height the caller gave the tile's image.
const wideTile = "w-auto px-1.5 [&_img]:min-h-5 [&_img]:w-auto [&_img]:max-w-none";

/**
 * A channel's logo tile: its mark (public/brands/) centred on a white tile, at the size every
 * channel shares, wider for a wordmark. Decorative: the channel's name is always printed next to it.
 */
export function ChannelMark({ name, size = "md", className }: Props) {
  const slug = brandMarkFor(name);
  const wide = slug !== undefined && brandMarks[slug].aspect > 1;
  return (
    <span
      aria-hidden
      data-channel-mark=""
      className={cn(
        "inline-flex shrink-0 items-center justify-center border border-slate-200 bg-white shadow-sm",
        size === "lg" ? "h-20 w-20 rounded-2xl" : "h-14 w-14 rounded-xl",
        className,
        wide && wideTile,
      )}
    >
      {slug ? <BrandMark slug={slug} size={size === "lg" ? 40 : 28} className="max-w-[80%] object-contain" /> : null}
    </span>
  );
}
