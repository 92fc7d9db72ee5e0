import { type BrandMarkSlug, brandMarkSrc, brandMarks } from "~/content/brands";
import { cn } from "~/lib/cn";

/**
 * A marketplace or channel mark, served once as a static file (public/brands/) so a page that
 * shows many cards carries one short <img> per card rather than inline paths. `size` is the
 * mark's height in px: every mark shares it, so they read at one optical size.
 */
export function BrandMark({
  slug,
  size = 28,
  alt = "",
  className,
}: {
  slug: BrandMarkSlug;
  size?: number;
  alt?: string;
  className?: string;
}) {
  return (
    <img
      src={brandMarkSrc(slug)}
      alt={alt}
      width={Math.round(size * brandMarks[slug].aspect)}
      height={size}
      decoding="async"
      data-brand-mark={slug}
      className={cn("shrink-0 select-none", className)}
      draggable={false}
    />
  );
}
