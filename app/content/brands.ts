/**
 * The marketplace and channel marks, one SVG file each in public/brands/. Marks from simple-icons
 * where it has the brand; Amazon, Walmart, Google Shopping, The Home Depot and Temu are simple
 * marks drawn for this site in the brands' colours. Files keep one optical size: a 24-unit
 * square, except wordmarks whose box is wider (`aspect` = width / height).
 */
export const brandMarks = {
  amazon: { name: "Amazon", aspect: 1 },
  walmart: { name: "Walmart", aspect: 1 },
  ebay: { name: "eBay", aspect: 24 / 14 },
  "google-shopping": { name: "Google Shopping", aspect: 1 },
  google: { name: "Google", aspect: 1 },
  facebook: { name: "Facebook", aspect: 1 },
  meta: { name: "Meta", aspect: 1 },
  shopify: { name: "Shopify", aspect: 1 },
  houzz: { name: "Houzz", aspect: 1 },
  temu: { name: "Temu", aspect: 1 },
  etsy: { name: "Etsy", aspect: 1 },
  tiktok: { name: "TikTok", aspect: 1 },
  target: { name: "Target", aspect: 1 },
  "home-depot": { name: "The Home Depot", aspect: 1 },
} as const;

export type BrandMarkSlug = keyof typeof brandMarks;

// Channel names and slugs that carry their parent brand's mark.
const aliases: Record<string, BrandMarkSlug> = {
  "facebook-marketplace": "facebook",
  "tiktok-shop": "tiktok",
};

/** The mark for a channel's name or slug ("TEMU", "The Home Depot", "tiktok-shop"), if there is one. */
export function brandMarkFor(nameOrSlug: string): BrandMarkSlug | undefined {
  const key = nameOrSlug
    .trim()
    .toLowerCase()
    .replace(/^the\s+/, "")
    .replace(/\s+/g, "-");
  if (key in brandMarks) return key as BrandMarkSlug;
  return aliases[key];
}

export const brandMarkSrc = (slug: BrandMarkSlug) => `/brands/${slug}.svg`;
