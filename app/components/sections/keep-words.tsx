import type { ReactNode } from "react";

/**
 * Keeps hyphenated words ("E-commerce", "Full-Service") whole in headings: browsers may break
 * a line after a hyphen, which on a phone leaves "E-" alone at a line's end. Other values pass
 * through unchanged.
 */
export function keepWords(text: ReactNode): ReactNode {
  if (typeof text !== "string" || !text.includes("-")) return text;
  return text.split(/(\S+-\S+)/).map((part, i) =>
    i % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string never reorder
      <span key={i} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
