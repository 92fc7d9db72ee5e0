/**
 * Each lead source's colour in the week chart, its legend and its table, by rank (the most used
 * source first): a hue set of its own, apart from the status colours on the same screen
 * (status-tone.ts: indigo New, sky Contacted, emerald Qualified, slate Closed, amber Spam; review
 * 54: Google indigo read as New). Violet, cyan, rose, lime, amber and, for the rest ("Other"),
 * slate: each a clearly different hue from the ones it stacks against (review 57: Newsletter rose
 * and Search pink read as one), every fill at least 3:1 against white (cyan, lime and amber at
 * Tailwind's 600 step for it). The server draws six sources at most (the sixth "Other"), so six
 * colours; the amber of the fifth is darker than Spam's dot and never beside it. No text is drawn
 * on them. Colour is not the only cue: every bar segment has a tooltip, the legend names each
 * source, and the same figures are in a table.
 */
const COLOURS = ["#8b5cf6", "#0891b2", "#f43f5e", "#65a30d", "#d97706", "#64748b"];

/** The class the chart's bars carry (also how tests find the chart's code in the build). */
export const SOURCE_BAR_CLASS = "lead-source-bar";
export const sourceColour = (index: number) => COLOURS[index % COLOURS.length]!;
