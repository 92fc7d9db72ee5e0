import { type ClassValue, clsx } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

// tailwind-merge already treats any unknown colour name (brand-*, ink) as a colour; the theme's
// own animations (app.css @theme) must be named so that a later one replaces an earlier one.
const twMerge = extendTailwindMerge({
  extend: { theme: { animate: ["gradient", "fade-up"] } },
});

/** Joins class names (clsx) and lets a later Tailwind class win over a conflicting earlier one. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
