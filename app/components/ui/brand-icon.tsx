import { siFacebook, siInstagram, siX, siYoutube } from "simple-icons";
import { type BrandMarkSlug, brandMarkSrc, brandMarks } from "~/content/brands";
import { cn } from "~/lib/cn";

// Only the social icons of the footer (marketplace marks are static files, see BrandMark), so the bundle carries a handful of paths, not the whole set.
const icons = {
  facebook: siFacebook,
  instagram: siInstagram,
  x: siX,
  youtube: siYoutube,
} as const;

export type BrandIconSlug = keyof typeof icons;

/** A brand mark from simple-icons, decorative unless given a title. */
export function BrandIcon({
  slug,
  className,
  coloured = false,
  title,
}: {
  slug: BrandIconSlug;
  className?: string;
  coloured?: boolean;
  title?: string;
}) {
  const icon = icons[slug];
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill={coloured ? `#${icon.hex}` : "currentColor"}
      role={title ? "img" : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      <path d={icon.path} />
    </svg>
  );
}

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
