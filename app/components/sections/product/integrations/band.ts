/**
 * The vertical rhythm of the channel pages' bands: 48 px above and below on a phone (the shared
 * Section's 64 px read loose there, 128 px between two bands), the shared 96 px from 640 px.
 */
export const channelBand = "py-12 sm:py-24";

/** The band right under a white hero: the hero's own bottom padding already gives the gap on a phone. */
export const afterHeroBand = "pt-2 pb-12 sm:py-24";

/** A band's lead on these pages: a step under the hero's (16 px on a phone, as the hero's is 18). */
export const channelLead = "text-base sm:text-lg";
