import { Icon } from "~/components/ui/icon";
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
        "flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8",
        className,
      )}
    >
      {/* Phones put the icon beside the title, so a stack of cards stays short. */}
      <div className="flex items-center gap-4 sm:block">
        <IconTile icon={icon} colour={colour} />
        <h3 className="text-lg font-bold tracking-tight text-ink sm:mt-5 sm:text-xl">{title}</h3>
      </div>
      <p className="mt-3 text-slate-600 sm:mt-2">{description}</p>
      {benefits?.length ? (
        <ul className="mt-4 grid gap-2 border-t border-slate-100 pt-4 sm:mt-5 sm:gap-2.5 sm:pt-5">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex gap-2.5 text-sm text-slate-700">
              <Icon name="Check" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
