import type { MouseEvent, ReactNode } from "react";
import { Link } from "react-router";
import type { ResourceAction, ResourceDialogId } from "~/content/resources";
import { isPlainClick, useRouterLinks } from "~/lib/router-links";

/** The id of a card's dialog link: closing a dialog opened from the URL gives it focus. */
export const resourceTriggerId = (dialog: ResourceDialogId) => `resource-trigger-${dialog}`;

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
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onOpen(action.dialog);
  };
  return (
    <a id={id} href={`#${action.dialog}`} aria-haspopup="dialog" onClick={open} className={className}>
      {children}
    </a>
  );
}

/**
 * The same behaviour for the kept server markup (StaticHtml): the index and the cards are not
 * React's on the first load, so a click on one of their dialog links opens the dialog from here,
 * and any other link to the site navigates through the router. Clicks the live links (after a
 * client-side navigation) have already handled pass through.
 */
export function useResourceLinks(onOpen: (dialog: ResourceDialogId) => void, dialogs: readonly ResourceDialogId[]) {
  const followLink = useRouterLinks();
  return (event: MouseEvent<HTMLElement>) => {
    const anchor = event.target instanceof Element ? event.target.closest("a[aria-haspopup=dialog]") : null;
    const dialog = dialogs.find((id) => anchor instanceof HTMLAnchorElement && anchor.hash === `#${id}`);
    if (dialog && isPlainClick(event) && !event.defaultPrevented) {
      event.preventDefault();
      onOpen(dialog);
      return;
    }
    followLink(event);
  };
}
