/**
 * Each lead source's colour in the week chart and its legend: solid, calm fills (the brand's
 * indigo first, then teal, amber, slate, pink, sky and violet at Tailwind's 500-600 steps rather
 * than saturated 700s), each far enough from its neighbour in hue and all at 3:1 or more against white. Colour is not the only cue: the legend names each one
 * beside its swatch, every bar segment has a tooltip, and the same figures are in a table.
 */
// Violet last: beside the indigo it read as the same hue (dimmed during a search, all but equal).
const COLOURS = ["#4f46e5", "#0d9488", "#d97706", "#64748b", "#db2777", "#0284c7", "#8b5cf6"];

/** The class the chart's bars carry (also how tests find the chart's code in the build). */
export const SOURCE_BAR_CLASS = "lead-source-bar";
export const sourceColour = (index: number) => COLOURS[index % COLOURS.length]!;
