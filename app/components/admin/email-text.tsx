import { highlightParts, Marked } from "./highlight";

/**
 * An e-mail address that breaks, when it must, only after its "@" (review 57: on a phone
 * "casa-lumbre-" ended a line at its hyphen): the name with the "@" and the domain are each kept
 * whole (inline blocks), with a break opportunity between them; only a part wider than the line
 * breaks inside itself, anywhere, as a last resort. A search's matches are marked across the "@".
 * Inside a link with the `group` class (for its hover underline).
 */
export function EmailText({ email, query }: { email: string; query: string }) {
  const cut = email.lastIndexOf("@") + 1;
  if (cut <= 0) return <span className="[overflow-wrap:anywhere]">{email}</span>;
  const head: ReturnType<typeof highlightParts> = [];
  const tail: ReturnType<typeof highlightParts> = [];
  let at = 0;
  for (const part of highlightParts(email, query)) {
    const end = at + part.text.length;
    if (end <= cut) head.push(part);
    else if (at >= cut) tail.push(part);
    else {
      head.push({ text: part.text.slice(0, cut - at), match: part.match });
      tail.push({ text: part.text.slice(cut - at), match: part.match });
    }
    at = end;
  }
  // An inline block takes no underline from its link: it draws its own on the link's hover.
  const whole = "inline-block max-w-full [overflow-wrap:anywhere] group-hover:underline";
  return (
    <>
      <span className={whole}>
        <Marked parts={head} />
      </span>
      <wbr />
      <span className={whole}>
        <Marked parts={tail} />
      </span>
    </>
  );
}
