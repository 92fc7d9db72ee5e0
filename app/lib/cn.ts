import { type ClassValue, clsx } from "clsx";
import { createTailwindMerge, validators } from "tailwind-merge";

const { isArbitraryValue, isArbitraryVariable, isFraction, isNumber, isTshirtSize } = validators;

/**
 * tailwind-merge with the class groups this site overrides, instead of its default config of
 * every Tailwind class (about 20 KB of the 28 KB it adds to every page), as its maintainer
 * suggests where bundle size matters. A class outside these groups is never dropped, only
 * never merged: the failure mode is a kept class, not a lost one. tests/unit/class-names.test.ts
 * pins the merges the components rely on; add a group here when a new override needs one.
 */
const colourNames =
  /^(inherit|current|transparent|black|white|ink|(brand|slate|gray|zinc|neutral|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose)-\d{2,3})(\/\d+|\/\[[^\]]+\])?$/;
/** `[color:…]` is Tailwind's type hint for an arbitrary colour (`text-[color:var(--header-ink)]`). */
const isColourHint = (value: string) => value.startsWith("[color:");
const isColour = (value: string) => colourNames.test(value) || isArbitraryVariable(value) || isColourHint(value);
const isArbitrarySize = (value: string) => isArbitraryValue(value) && !isColourHint(value);
const isLength = (value: string) => isNumber(value) || isFraction(value) || isArbitraryValue(value);
const spacing = [isLength, "px"];
const sizes = [isLength, "auto", "full", "screen", "px", "min", "max", "fit", "dvh", "svh", "lvh", "dvw"];

const twMerge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    display: ["block", "inline-block", "inline", "flex", "inline-flex", "grid", "inline-grid", "contents", "hidden"],
    position: ["static", "fixed", "absolute", "relative", "sticky"],
    p: [{ p: spacing }],
    px: [{ px: spacing }],
    py: [{ py: spacing }],
    pt: [{ pt: spacing }],
    pr: [{ pr: spacing }],
    pb: [{ pb: spacing }],
    pl: [{ pl: spacing }],
    m: [{ m: [...spacing, "auto"] }],
    mx: [{ mx: [...spacing, "auto"] }],
    my: [{ my: [...spacing, "auto"] }],
    mt: [{ mt: [...spacing, "auto"] }],
    mb: [{ mb: [...spacing, "auto"] }],
    w: [{ w: sizes }],
    h: [{ h: sizes }],
    "min-h": [{ "min-h": sizes }],
    "max-w": [{ "max-w": [...sizes, isTshirtSize, "none", "prose"] }],
    gap: [{ gap: spacing }],
    items: [{ items: ["start", "end", "center", "baseline", "stretch"] }],
    justify: [{ justify: ["start", "end", "center", "between", "around", "evenly", "stretch"] }],
    rounded: [{ rounded: ["", "none", "full", isTshirtSize, isArbitraryValue] }],
    // The type scale of app.css @theme (--text-display … --text-label) is font sizes, not colours.
    "font-size": [
      { text: ["base", "display", "title", "heading", "subheading", "lead", "label", isTshirtSize, isArbitrarySize] },
    ],
    "font-weight": [
      { font: ["thin", "extralight", "light", "normal", "medium", "semibold", "bold", "extrabold", "black"] },
    ],
    "text-color": [{ text: [isColour] }],
    "bg-color": [{ bg: [isColour] }],
    "border-w": [{ border: ["", isNumber] }],
    "border-color": [{ border: [isColour] }],
    shadow: [{ shadow: ["", "none", "inner", isTshirtSize, isArbitraryValue] }],
    transition: [{ transition: ["", "all", "colors", "opacity", "shadow", "transform", "none", isArbitraryValue] }],
    opacity: [{ opacity: [isNumber] }],
    animate: [{ animate: ["none", "spin", "ping", "pulse", "bounce", "gradient", "fade-up"] }],
  },
  conflictingClassGroups: {
    p: ["px", "py", "pt", "pr", "pb", "pl"],
    px: ["pr", "pl"],
    py: ["pt", "pb"],
    m: ["mx", "my", "mt", "mb"],
    my: ["mt", "mb"],
  },
  conflictingClassGroupModifiers: {},
  orderSensitiveModifiers: ["before", "after", "placeholder", "marker", "selection", "file", "*", "**"],
}));

/** Joins class names (clsx) and lets a later Tailwind class win over a conflicting earlier one. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
