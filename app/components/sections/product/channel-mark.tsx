import { BrandMark } from "~/components/ui/brand-icon";
import { brandMarkFor } from "~/content/brands";
import { cn } from "~/lib/cn";

type Props = { name: string; size?: "md" | "lg"; className?: string };

/**
 * A channel's logo tile: its mark (public/brands/) centred on a white tile, at the size every
 * channel shares. Decorative: the channel's name is always printed next to it.
 */
export function ChannelMark({ name, size = "md", className }: Props) {
  const slug = brandMarkFor(name);
  return (
    <span
      aria-hidden
      data-channel-mark=""
      className={cn(
        "inline-flex shrink-0 items-center justify-center border border-slate-200 bg-white shadow-sm",
        size === "lg" ? "h-20 w-20 rounded-2xl" : "h-14 w-14 rounded-xl",
        className,
      )}
    >
      {slug ? <BrandMark slug={slug} size={size === "lg" ? 40 : 28} className="max-w-[80%] object-contain" /> : null}
    </span>
  );
}
