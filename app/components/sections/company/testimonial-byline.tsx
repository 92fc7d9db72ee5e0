import type { TestimonialTone } from "~/content/resources";
import { cn } from "~/lib/cn";
import { clientMonogram } from "./case-study-client";

/** Each brand's mark: a soft tile of its own tint, its initials in the tint's 800 (≥ 6:1 on it). */
export const markTones: Record<TestimonialTone, string> = {
  amber: "bg-amber-100 text-amber-800",
  teal: "bg-teal-100 text-teal-800",
  lime: "bg-lime-100 text-lime-800",
  rose: "bg-rose-100 text-rose-800",
  slate: "bg-slate-200 text-slate-800",
  sky: "bg-sky-100 text-sky-800",
};

type Props = { name: string; role: string; company: string; tone: TestimonialTone; className?: string };

/**
 * Who said it, under a client's words (the Resources testimonials): their company's initials on a
 * tile of the brand's own tint beside the company's name, then the person and their role (review
 * 59: with the person's name beside it, the brand's mark read as a mislabelled avatar).
 */
export function TestimonialByline({ name, role, company, tone, className }: Props) {
  return (
    <figcaption className={cn("flex items-center gap-3", className)}>
      <span
        aria-hidden
        data-testimonial-mark=""
        className={cn(
          "flex h-10 w-10 shrink-0 items-center justify-center rounded-xl text-sm font-extrabold tracking-tight",
          markTones[tone],
        )}
      >
        {clientMonogram(company)}
      </span>{" "}
      <span className="min-w-0">
        <span className="block text-sm font-semibold text-ink">{company}</span>{" "}
        <span data-testimonial-role="" className="block text-[0.8125rem] leading-snug text-balance text-slate-600">
          {name}, {role}
        </span>
      </span>
    </figcaption>
  );
}
