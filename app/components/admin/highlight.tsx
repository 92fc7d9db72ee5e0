import { Fragment } from "react";

type Part = { text: string; match: boolean };

/** `text` cut into the pieces that match `query` (case-insensitive) and those between them. */
export function highlightParts(text: string, query: string): Part[] {
  const q = query.trim();
  if (!q) return [{ text, match: false }];
  const lower = text.toLowerCase();
  const needle = q.toLowerCase();
  const parts: Part[] = [];
  let from = 0;
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

/** Pieces of one string, the matches wrapped in <mark>. */
export function Marked({ parts }: { parts: Part[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: positional pieces of one string, never reordered
          <mark key={i} className="rounded-sm bg-amber-200/80 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: positional pieces of one string, never reordered
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

/**
 * `text` with every case-insensitive occurrence of `query` wrapped in <mark>, so a search's
 * matches stand out in the list. Plain text when there is no query.
 */
export function Highlight({ text, query }: { text: string; query: string }) {
  if (!query.trim()) return text;
  return <Marked parts={highlightParts(text, query)} />;
}
