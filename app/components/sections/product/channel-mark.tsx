import { BrandIcon, hasBrandIcon } from "~/components/ui/brand-icon";
import type { Colour } from "~/content/types";
import { cn } from "~/lib/cn";
import { colourClasses } from "~/lib/colours";

type Props = { name: string; simpleIcon: string | null; colour: Colour; size?: "md" | "lg"; className?: string };

/**
 * A channel's logo tile: the simple-icons mark where one exists, otherwise a text wordmark
 * (Amazon, Walmart, Google Shopping, Temu and Home Depot have no mark in simple-icons).
 * Decorative: the channel's name is always printed next to it.
 */
export function ChannelMark({ name, simpleIcon, colour, size = "md", className }: Props) {
  const box = size === "lg" ? "h-20 w-20 rounded-2xl" : "h-14 w-14 rounded-xl";
  if (hasBrandIcon(simpleIcon)) {
    return (
      <span
        aria-hidden
        className={cn(
          "inline-flex shrink-0 items-center justify-center border border-slate-200 bg-white shadow-sm",
          box,
          className,
        )}
      >
        <BrandIcon slug={simpleIcon} coloured className={size === "lg" ? "h-10 w-10" : "h-7 w-7"} />
      </span>
    );
  }
  const c = colourClasses[colour];
  // Long names wrap onto two lines inside the tile; short ones stay on one.
  return (
    <span
      aria-hidden
      className={cn(
        "inline-flex shrink-0 items-center justify-center border px-1 text-center leading-none font-extrabold tracking-tight shadow-sm",
        box,
        c.soft,
        c.text,
        c.border,
        size === "lg" ? "text-sm" : "text-[0.625rem]",
        className,
      )}
    >
      {name}
    </span>
  );
}
