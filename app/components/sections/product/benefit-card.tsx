import { Check } from "lucide-react";
import { IconTile } from "~/components/ui/icon-tile";
import type { Colour, IconName } from "~/content/types";
import { cn } from "~/lib/cn";

type Props = {
  title: string;
  description: string;
  icon: IconName;
  benefits?: readonly string[];
  colour: Colour;
  className?: string;
};

/** A capability card: icon, title, description and an optional bullet list of concrete benefits. */
export function BenefitCard({ title, description, icon, benefits, colour, className }: Props) {
  return (
    <article
      className={cn(
        "flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8",
        className,
      )}
    >
      <IconTile icon={icon} colour={colour} />
      <h3 className="mt-5 text-xl font-bold tracking-tight text-ink">{title}</h3>
      <p className="mt-2 text-slate-600">{description}</p>
      {benefits?.length ? (
        <ul className="mt-5 grid gap-2.5 border-t border-slate-100 pt-5">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex gap-2.5 text-sm text-slate-700">
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
