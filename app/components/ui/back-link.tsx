import { Link } from "react-router";
import { Icon } from "./icon";

/**
 * A way back up the site ("Back to Resources"): a quiet text link with an arrow, 44 px tall, for
 * the top of a page or the end of a document; never styled as a button, which would make leaving
 * the page look like its main action.
 */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Link
      to={href}
      className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-800"
    >
      <Icon name="ArrowLeft" className="h-4 w-4" />
      {label}
    </Link>
  );
}
