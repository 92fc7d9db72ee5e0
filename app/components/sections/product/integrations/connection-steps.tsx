import { Icon } from "~/components/ui/icon";
import { connectionSteps } from "~/content/integrations";

/** The three steps every channel connection takes, numbered, on a white band above the groups. */
export function ConnectionSteps() {
  return (
    <section aria-labelledby="connection-steps-heading" className="border-y border-slate-200 bg-white py-12 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="connection-steps-heading" className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
          {connectionSteps.heading}
        </h2>
        <ol className="mt-8 grid gap-8 md:grid-cols-3 md:gap-10">
          {connectionSteps.steps.map((step, i) => (
            <li key={step.title} className="relative">
              <p className="flex items-center gap-3">
                <span className="inline-flex h-10 w-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                  <Icon name={step.icon} className="h-5 w-5" />
                </span>
                <span aria-hidden className="text-sm font-semibold text-slate-500 tabular-nums">
                  {String(i + 1).padStart(2, "0")}
                </span>
              </p>
              <h3 className="mt-4 text-lg font-bold text-ink">{step.title}</h3>
              <p className="mt-2 text-pretty text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
