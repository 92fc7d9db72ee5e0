import type { Colour } from "~/content/types";

/** Tailwind classes per content colour (spelled out so Tailwind's scanner sees them). */
export const colourClasses: Record<
  Colour,
  { soft: string; text: string; solid: string; gradient: string; border: string }
> = {
  blue: {
    soft: "bg-blue-50",
    text: "text-blue-700",
    solid: "bg-blue-600",
    gradient: "from-blue-500 to-cyan-500",
    border: "border-blue-200",
  },
  indigo: {
    soft: "bg-indigo-50",
    text: "text-indigo-700",
    solid: "bg-indigo-600",
    gradient: "from-indigo-500 to-violet-500",
    border: "border-indigo-200",
  },
  violet: {
    soft: "bg-violet-50",
    text: "text-violet-700",
    solid: "bg-violet-600",
    gradient: "from-violet-500 to-fuchsia-500",
    border: "border-violet-200",
  },
  emerald: {
    soft: "bg-emerald-50",
    text: "text-emerald-700",
    solid: "bg-emerald-600",
    gradient: "from-emerald-500 to-teal-500",
    border: "border-emerald-200",
  },
  amber: {
    soft: "bg-amber-50",
    text: "text-amber-800",
    solid: "bg-amber-500",
    gradient: "from-amber-400 to-orange-500",
    border: "border-amber-200",
  },
  rose: {
    soft: "bg-rose-50",
    text: "text-rose-700",
    solid: "bg-rose-600",
    gradient: "from-rose-500 to-pink-500",
    border: "border-rose-200",
  },
  cyan: {
    soft: "bg-cyan-50",
    text: "text-cyan-800",
    solid: "bg-cyan-600",
    gradient: "from-cyan-500 to-sky-500",
    border: "border-cyan-200",
  },
  orange: {
    soft: "bg-orange-50",
    text: "text-orange-800",
    solid: "bg-orange-600",
    gradient: "from-orange-500 to-red-500",
    border: "border-orange-200",
  },
};
