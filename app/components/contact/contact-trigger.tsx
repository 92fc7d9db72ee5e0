import type { ComponentProps, MouseEvent } from "react";
import { callToAction } from "~/content/nav";
import { type ContactModalOptions, preloadContactDialog, useContactModal } from "./contact-modal";

type Props = Omit<ComponentProps<"a">, "href"> & ContactModalOptions;

/**
 * Opens the contact modal. Before hydration (or without JavaScript) it is a plain link to the
 * home page's contact section, which works on its own.
 */
export function ContactTrigger({ service, title, description, onClick, children, ...props }: Props) {
  const modal = useContactModal();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    modal.open({ service, title, description });
  };
  return (
    <a
      href={callToAction.href}
      onClick={handleClick}
      onPointerEnter={preloadContactDialog}
      onFocus={preloadContactDialog}
      onTouchStart={preloadContactDialog}
      {...props}
    >
      {children}
    </a>
  );
}
