/** A mouse to react to, and motion allowed: the cursor effects (spotlight, proximity letters). */
export const POINTER_WITH_MOTION = "(hover: hover) and (pointer: fine) and (prefers-reduced-motion: no-preference)";
