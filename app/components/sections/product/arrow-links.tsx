import { Fragment } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";

/** Follow-up text links, each with its arrow (a hero's after its button, a closing band's under its buttons). */
export function ArrowLinks({
  links,
  className,
}: {
  links: ReadonlyArray<{ href: string; label: string }>;
  className: string;
}) {
  return links.map((link) => (
    <Fragment key={link.href}>
      <Link to={link.href} className={className}>
        {link.label}
        <Icon name="ArrowRight" className="h-4 w-4" />
      </Link>{" "}
    </Fragment>
  ));
}
