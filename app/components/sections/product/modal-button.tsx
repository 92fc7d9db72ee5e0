import type { ReactNode } from "react";
import { ContactTrigger } from "~/components/contact/contact-trigger";
import { type ButtonVariant, buttonClass } from "~/components/ui/button";
import { onBrandLinkClass } from "./closing-cta";

type Props = {
  service: string;
  description: string;
  children: ReactNode;
  /** "on-brand": white outline for the brand-coloured closing band. */
  variant?: ButtonVariant | "on-brand";
  className?: string;
};

/** A large button that opens the contact modal, tagged (`service`) with where it was pressed. */
export function ModalButton({ service, description, children, variant = "primary", className }: Props) {
  const classes = variant === "on-brand" ? onBrandLinkClass : buttonClass({ variant, size: "lg", className });
  return (
    <ContactTrigger service={service} description={description} className={classes}>
      {children}
    </ContactTrigger>
  );
}
