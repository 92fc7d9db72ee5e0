import type { TimelineYear } from "./about";

// The About hero's growth card, in a module of its own: the card is kept as the server's markup
// when the page loads (StaticHtml), so this copy is fetched only after a client-side navigation.

export type GrowthPoint = {
  readonly year: TimelineYear;
  /** The team's size that year, for the bar's height. */
  readonly people: number;
  /** The figure as the bar shows it. */
  readonly label: string;
  /** Where the figure is said: a phrase of that year's timeline text (about.test.ts checks it). */
  readonly source: string;
};

export type GrowthFigure = { readonly year: TimelineYear; readonly value: string; readonly label: string };

/**
 * The hero's growth card: figures the history already states, never new ones. Each point and
 * figure names the year whose text says it (about.test.ts reads them there).
 */
const team = [
  { year: "2007", people: 3, label: "3", source: "three people" },
  { year: "2014", people: 75, label: "75", source: "Headcount reaches 75" },
  { year: "2020", people: 200, label: "200+", source: "workforce past 200 people" },
  { year: "2024", people: 400, label: "400+", source: "workforce passes 400" },
] as const satisfies readonly GrowthPoint[];

export const aboutGrowth = {
  kicker: "Team size",
  heading: `From ${team[0].label} people to ${team.at(-1)!.label}`,
  span: `${team[0].year}–${team.at(-1)!.year}`,
  team,
  /** Flags on the chart between the bars, each a short name of that year's milestone title. */
  milestones: [
    { year: "2018", label: "Vantora Hub" },
    { year: "2021", label: "Going global" },
  ],
  /** Read as "<value> <label>" in that year's text. */
  figures: [
    { year: "2024", value: "1,500+", label: "brand partnerships" },
    { year: "2024", value: "14", label: "acquired brands" },
    { year: "2023", value: "120+", label: "sales channels" },
  ],
} as const satisfies {
  readonly kicker: string;
  readonly heading: string;
  readonly span: string;
  readonly team: readonly GrowthPoint[];
  readonly milestones: readonly { readonly year: TimelineYear; readonly label: string }[];
  readonly figures: readonly GrowthFigure[];
};
