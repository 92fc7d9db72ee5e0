import { Icon } from "~/components/ui/icon";
import { contactSection } from "~/content/home";

/** What a visitor can expect after writing to us, beside the home contact form. */
export function ContactPromises() {
  return (
    <ul className="mt-6 space-y-3 sm:mt-8 sm:space-y-4">
      {contactSection.bullets.map((bullet) => (
        <li key={bullet.text} className="flex items-start gap-3">
          <span className="inline-flex h-9 w-9 shrink-0 sm:h-10 sm:w-10 items-center justify-center rounded-xl bg-white text-brand-700 shadow-sm ring-1 ring-slate-200">
            <Icon name={bullet.icon} className="h-5 w-5" />
          </span>
          <span className="pt-1.5 text-[0.9375rem] text-slate-700 sm:pt-2 sm:text-base">{bullet.text}</span>
        </li>
      ))}
    </ul>
  );
}
