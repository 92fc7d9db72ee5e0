/**
 * Each lead source's colour in the week chart, its legend and its table: a hue set of its own,
 * apart from the status colours on the same screen (status-tone.ts: indigo New, sky Contacted,
 * emerald Qualified, slate Closed, amber Spam; review 55: Google indigo read as New, Newsletter
 * orange as Spam). Fuchsia, olive, rose, ink, plum, ochre and purple: each at least 0.15 apart
 * (OKLab) from every status colour, neighbours far apart, all at 3:1 or more against white. No
 * text is drawn on them. Colour is not the only cue: every bar segment has a tooltip, the legend
 * names each source (to screen readers and in a tooltip on the desk's side card), and the same
 * figures are in a table.
 */
const COLOURS = ["#c026d3", "#3f6212", "#e11d48", "#0f172a", "#701a75", "#a16207", "#a855f7"];

/** The class the chart's bars carry (also how tests find the chart's code in the build). */
export const SOURCE_BAR_CLASS = "lead-source-bar";
export const sourceColour = (index: number) => COLOURS[index % COLOURS.length]!;
