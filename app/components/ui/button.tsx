import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60 select-none",
  {
    variants: {
      variant: {
        primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700",
        secondary: "bg-brand-50 text-brand-700 hover:bg-brand-100",
        outline: "border border-slate-300 bg-white text-ink hover:border-brand-400 hover:text-brand-700",
        ghost: "text-ink hover:bg-slate-100",
        inverse: "bg-white text-brand-700 shadow-sm hover:bg-brand-50",
        destructive: "bg-red-600 text-white hover:bg-red-700",
      },
      size: {
        sm: "h-9 px-4 text-sm",
        md: "h-11 px-5 text-sm",
        lg: "h-12 px-7 text-base",
        icon: "h-10 w-10",
        // The lead desk's row actions: 40 px for a thumb, 32 px from 640 px.
        desk: "h-10 gap-1.5 px-3 text-xs sm:h-8",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type Variants = VariantProps<typeof buttonVariants>;
export type ButtonVariant = NonNullable<Variants["variant"]>;

/** The button classes for a variant and size; `className` wins over the variant's conflicting classes. */
export function buttonClass({ variant, size, className }: Variants & { className?: string } = {}) {
  return cn(buttonVariants({ variant, size }), className);
}

export function Button({ variant, size, className, type = "button", ...props }: ComponentProps<"button"> & Variants) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}

/** A link styled as a button (internal routes use client navigation). */
export function ButtonLink({ variant, size, className, ...props }: ComponentProps<typeof Link> & Variants) {
  return <Link className={buttonClass({ variant, size, className })} {...props} />;
}
