import {
  siEbay,
  siEtsy,
  siFacebook,
  siHouzz,
  siInstagram,
  siMeta,
  siShopify,
  siTarget,
  siTiktok,
  siX,
  siYoutube,
} from "simple-icons";

// Only the marks the site shows, so the bundle carries a handful of paths, not the whole set.
const icons = {
  ebay: siEbay,
  etsy: siEtsy,
  facebook: siFacebook,
  houzz: siHouzz,
  instagram: siInstagram,
  meta: siMeta,
  shopify: siShopify,
  target: siTarget,
  tiktok: siTiktok,
  x: siX,
  youtube: siYoutube,
} as const;

export type BrandIconSlug = keyof typeof icons;

export function hasBrandIcon(slug: string | null | undefined): slug is BrandIconSlug {
  return !!slug && slug in icons;
}

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
