import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { keepWords } from "./keep-words";

type SectionProps = {
  id?: string;
  className?: string;
  /** Width of the inner container. */
  width?: "narrow" | "default" | "wide";
  tone?: "white" | "muted" | "dark" | "brand";
  children: ReactNode;
  labelledBy?: string;
} & Record<`data-${string}`, string>;

const widths = { narrow: "max-w-4xl", default: "max-w-7xl", wide: "max-w-7xl" } as const;
export const sectionTones = {
  white: "bg-white",
  muted: "bg-slate-50",
  dark: "bg-slate-950 text-white",
  brand: "bg-gradient-to-br from-brand-700 via-brand-600 to-fuchsia-600 text-white",
} as const;

/** A page band with consistent vertical rhythm and a centred container. */
export function Section({
  id,
  className,
  width = "default",
  tone = "white",
  children,
  labelledBy,
  ...rest
}: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={cn("relative py-16 sm:py-24", sectionTones[tone], className)}
      {...rest}
    >
      <div className={cn("relative mx-auto px-4 sm:px-6 lg:px-8", widths[width])}>{children}</div>
    </section>
  );
}

/** Eyebrow, h2 and intro of a section. Pass `id` to label the section for assistive technology. */
export function SectionHeading({
  id,
  kicker,
  title,
  subtitle,
  align = "center",
  inverse = false,
}: {
  id?: string;
  kicker?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  align?: "center" | "left";
  inverse?: boolean;
}) {
  return (
    <div className={cn("mb-12 max-w-3xl", align === "center" && "mx-auto text-center")}>
      {kicker ? (
        <p
          className={cn(
            "mb-3 text-sm font-semibold tracking-widest uppercase",
            inverse ? "text-brand-200" : "text-brand-700",
          )}
        >
          {kicker}
        </p>
      ) : null}
      <h2 id={id} className={cn("text-heading font-extrabold text-balance", inverse ? "text-white" : "text-ink")}>
        {keepWords(title)}
      </h2>
      {subtitle ? (
        <p className={cn("mt-4 text-lg text-pretty", inverse ? "text-slate-200" : "text-slate-600")}>{subtitle}</p>
      ) : null}
    </div>
  );
}
