import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { keepWords } from "./keep-words";

type Props = {
  kicker?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
  className?: string;
  id?: string;
};

/** The top band of an inner page: one h1, optional kicker, subtitle and actions. */
export function PageHero({ kicker, title, subtitle, children, className, id }: Props) {
  return (
    <section
      id={id}
      className={cn(
        "relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white pt-28 pb-12 sm:pt-40 sm:pb-20",
        className,
      )}
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -top-40 left-1/2 h-96 w-[48rem] -translate-x-1/2 rounded-full bg-brand-200/40 blur-3xl"
      />
      <div className="relative mx-auto max-w-4xl px-4 text-center sm:px-6">
        {kicker ? (
          <p className="mb-4 text-sm font-semibold tracking-widest text-brand-700 uppercase">{kicker}</p>
        ) : null}
        <h1 className="text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl lg:text-6xl">
          {keepWords(title)}
        </h1>
        {subtitle ? <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-slate-600">{subtitle}</p> : null}
        {children ? <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
