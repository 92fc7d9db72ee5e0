import { Icon } from "~/components/ui/icon";
import { contactSection } from "~/content/home";

/** What a visitor can expect after writing to us, beside the home contact form. */
export function ContactPromises() {
  return (
    <ul className="mt-8 space-y-4">
      {contactSection.bullets.map((bullet) => (
        <li key={bullet.text} className="flex items-start gap-3">
          <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 shadow-sm ring-1 ring-slate-200">
            <Icon name={bullet.icon} className="h-5 w-5" />
          </span>
          <span className="pt-2 text-base text-slate-700">{bullet.text}</span>
        </li>
      ))}
    </ul>
  );
}
