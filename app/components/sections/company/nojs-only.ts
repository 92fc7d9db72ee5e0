/**
 * Content that stands in for a dialog or overlay when JavaScript is off (or has not loaded yet).
 * It is in the server HTML and visible by default; once React hydrates, root.tsx marks
 * <html data-hydrated> and the dialog takes over, so this copy disappears. Place such blocks
 * below the page's main content so hiding them never shifts what the visitor is looking at.
 */
export const nojsOnly = "[html[data-hydrated]_&]:hidden";
