/** Spec §9: the case-study carousel shows 3 interventions per slide and advances every 4000 ms. */
export const CAROUSEL = { itemsPerSlide: 3, advanceMs: 4000 } as const;

/** Splits items into slides of `size` (the last slide may be shorter). */
export function toSlides<T>(items: readonly T[], size: number = CAROUSEL.itemsPerSlide): T[][] {
  const slides: T[][] = [];
  for (let i = 0; i < items.length; i += size) slides.push(items.slice(i, i + size));
  return slides;
}
