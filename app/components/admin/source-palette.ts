/**
 * Each lead source's colour in the week chart and its legend: solid fills, far apart in hue and
 * all dark enough for 3:1 against white. Colour is not the only cue: the legend names each one
 * beside its swatch, every bar segment has a tooltip, and the same figures are in a table.
 */
const COLOURS = ["#1d4ed8", "#c2410c", "#047857", "#7c3aed", "#be123c", "#0f766e", "#475569"];

/** The class the chart's bars carry (also how tests find the chart's code in the build). */
export const SOURCE_BAR_CLASS = "lead-source-bar";
export const sourceColour = (index: number) => COLOURS[index % COLOURS.length]!;
