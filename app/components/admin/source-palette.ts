/**
 * Each lead source's colour in the week chart, its legend and its table: a hue set of its own,
 * apart from the status colours on the same screen (status-tone.ts: indigo New, sky Contacted,
 * emerald Qualified, slate Closed, amber Spam; review 54: Google indigo read as New, Newsletter
 * orange as Spam), at one lightness (Tailwind's 500 step) so no source shouts (review 55: the
 * darker olive, ink and plum set clashed): violet, cyan, rose, lime, yellow, stone, pink — the
 * most used sources get the hues furthest from the statuses, and pink, a near twin of rose
 * (review 57), comes only with a seventh source. No text is drawn on them. Colour is not the only cue: every bar segment has a tooltip, the legend
 * names each source (to screen readers and in a tooltip on the desk's side card), and the same
 * figures are in a table.
 */
const COLOURS = ["#8b5cf6", "#06b6d4", "#f43f5e", "#84cc16", "#eab308", "#a8a29e", "#ec4899"];

/** The class the chart's bars carry (also how tests find the chart's code in the build). */
export const SOURCE_BAR_CLASS = "lead-source-bar";
export const sourceColour = (index: number) => COLOURS[index % COLOURS.length]!;
