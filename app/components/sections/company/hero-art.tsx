// The company pages' hero art (issue #27): one drawing per page, inside the hero's content grid,
// built from what the page is about — no stock photos, no invented people. Decorative (aria-hidden):
// every figure and title in it is also in the page below. Server-rendered markup, no script.

/** A soft fade at the art's lower edge, so it settles into the page instead of ending on a line. */
export const heroArtFade = "pb-8 lg:pb-14 [mask-image:linear-gradient(to_bottom,#000_calc(100%-3rem),transparent)]";
