import type { MouseEvent, ReactNode } from "react";
import { Link } from "react-router";
import type { ResourceAction, ResourceDialogId } from "~/content/resources";

/**
 * Where a resource leads, as one link: a dialog is a link to its id (with JavaScript it opens the
 * dialog; without, it jumps to the same content rendered as a section below the cards), a page is
 * a router link. The hub's cards and the hero's library index both use it, so they behave alike.
 */
export function ResourceActionLink({
  action,
  onOpen,
  id,
  className,
  children,
}: {
  action: ResourceAction;
  onOpen: (dialog: ResourceDialogId) => void;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  if (action.kind === "link") {
    return (
      <Link id={id} to={action.href} className={className}>
        {children}
      </Link>
    );
  }
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window keeps the browser's own behaviour.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(action.dialog);
  };
  return (
    <a id={id} href={`#${action.dialog}`} aria-haspopup="dialog" onClick={open} className={className}>
      {children}
    </a>
  );
}
