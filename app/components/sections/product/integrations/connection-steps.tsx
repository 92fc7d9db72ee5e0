import { BrandMark } from "~/components/ui/brand-icon";
import { Icon } from "~/components/ui/icon";
import { connectionsScreen as screen } from "~/content/integrations";
import { connectionSteps } from "~/content/integrations/connection-steps";
import { cn } from "~/lib/cn";
import { SceneValue } from "../scenes/scene-pill";
import { WindowDots } from "../scenes/window-dots";
import { channelBand } from "./band";

/**
 * The Channels screen of Vantora Hub: the overview's eight channels as one (fictional) account
 * lists them. Server HTML; a figure named by its one visible caption. The sync time leaves on a
 * phone, so the other columns stay readable at 12 px and up.
 */
function ChannelsScreen() {
  return (
    <figure className="min-w-0">
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl shadow-brand-900/10 ring-1 ring-slate-900/5">
        <div className="flex items-center gap-3 border-b border-slate-200 bg-slate-50 px-4 py-2.5">
          <WindowDots className="max-sm:hidden" />
          <p className="text-[0.8125rem] font-semibold text-ink">
            {screen.product} <span className="font-normal text-slate-500">/ {screen.screen}</span>
          </p>{" "}
          <p className="ml-auto rounded-md bg-slate-200/70 px-2 py-0.5 text-xs font-medium text-slate-700">
            {screen.sample}
          </p>
        </div>
        <div className="p-4 sm:p-6">
          <p className="text-lg font-bold tracking-tight text-ink">{screen.title}</p>{" "}
          <p className="mt-0.5 text-[0.8125rem] text-slate-600">{screen.context}</p>
          <table className="mt-4 w-full text-left text-[0.8125rem]">
            <thead>
              <tr className="border-b border-slate-200 text-xs text-slate-500">
                <th scope="col" className="py-2 pr-2 font-semibold">
                  {screen.columns[0]}
                </th>
                <th scope="col" className="py-2 pr-2 font-semibold">
                  {screen.columns[1]}
                </th>
                <th scope="col" className="py-2 pr-2 font-semibold max-sm:hidden">
                  {screen.columns[2]}
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  {screen.columns[3]}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {screen.rows.map((row) => (
                <tr key={row.name}>
                  <th scope="row" className="py-2.5 pr-2 font-medium text-ink">
                    <span className="flex items-center gap-2.5">
                      <span
                        aria-hidden
                        // Left out on the narrowest phones (under 360 px), where the four columns need its room.
                        className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-md border border-slate-200 bg-white max-[359px]:hidden"
                      >
                        <BrandMark slug={row.brand} size={16} className="max-w-[80%] object-contain" />
                      </span>
                      {row.name}
                    </span>
                  </th>
                  <td className="py-2.5 pr-2">
                    <SceneValue cell={row.status} />
                  </td>
                  <td className="py-2.5 pr-2 whitespace-nowrap text-slate-600 max-sm:hidden">{row.sync}</td>
                  <td className="py-2.5 text-right text-ink tabular-nums">{row.listings}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <figcaption className="mt-3 text-sm text-slate-600">{screen.caption}</figcaption>
    </figure>
  );
}

/** How every connection works: the three steps beside the Channels screen they lead to. */
export function ConnectionSteps() {
  return (
    <section
      id="how-every-connection-works"
      aria-labelledby="connection-steps-heading"
      className={cn("scroll-mt-20 border-y border-slate-200 bg-white", channelBand)}
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16 lg:px-8">
        <div>
          <h2 id="connection-steps-heading" className="text-heading font-extrabold text-balance text-ink">
            {connectionSteps.heading}
          </h2>
          <ol className="mt-8 grid gap-7">
            {connectionSteps.steps.map((step, i) => (
              <li key={step.title} className="flex gap-4">
                <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                  <Icon name={step.icon} className="h-5 w-5" />
                </span>
                <div>
                  <h3 className="text-lg font-bold text-ink">
                    <span aria-hidden className="mr-2 text-sm font-semibold text-slate-500 tabular-nums">
                      {String(i + 1).padStart(2, "0")}
                    </span>{" "}
                    {step.title}
                  </h3>
                  <p className="mt-1.5 text-pretty text-slate-600">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        <ChannelsScreen />
      </div>
    </section>
  );
}
