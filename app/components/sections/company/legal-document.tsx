import { ArrowLeft, CalendarDays } from "lucide-react";
import { Link } from "react-router";
import { type CookieRow, type LegalPolicy, type LegalSection, legalLabels } from "~/content/legal";

function CookieTable({ rows }: { rows: readonly CookieRow[] }) {
  const t = legalLabels.cookieTable;
  return (
    // The table scrolls sideways on narrow screens instead of squeezing the purpose column.
    <div
      className="mt-5 overflow-x-auto rounded-xl border border-slate-200"
      role="region"
      aria-label={t.caption}
      tabIndex={0}
    >
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{t.caption}</caption>
        <thead className="bg-slate-50 text-ink">
          <tr>
            {[t.name, t.purpose, t.duration, t.type].map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-700">
          {rows.map((row) => (
            <tr key={row.name} className="align-top">
              <th scope="row" className="px-4 py-3 font-mono text-xs font-semibold text-ink">
                {row.name}
              </th>
              <td className="px-4 py-3 leading-relaxed">{row.purpose}</td>
              <td className="px-4 py-3">{row.duration}</td>
              <td className="px-4 py-3">{row.type}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PolicySection({ section, number }: { section: LegalSection; number: number }) {
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-heading`}
      className="border-t border-slate-200 pt-10 first:border-t-0 first:pt-0"
    >
      <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight text-ink">
        <span className="mr-2 text-brand-700">{number}.</span>
        {section.heading}
      </h2>
      <div className="mt-4 grid gap-4 leading-relaxed text-slate-700">
        {section.paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
      {section.list ? (
        <ul className="mt-4 grid list-disc gap-2 pl-6 leading-relaxed text-slate-700 marker:text-brand-500">
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.cookies ? <CookieTable rows={section.cookies} /> : null}
      {section.closing ? (
        <div className="mt-4 grid gap-4 leading-relaxed text-slate-700">
          {section.closing.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      ) : null}
    </section>
  );
}

/** A policy page: title, last updated date, table of contents and numbered sections. */
export function LegalDocument({ policy }: { policy: LegalPolicy }) {
  const { backLink } = legalLabels;
  return (
    <article className="bg-white pt-28 pb-20 sm:pt-36">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <Link
          to={backLink.href}
          className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-800"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {backLink.label}
        </Link>
        <header className="mt-6 max-w-3xl">
          <h1 className="text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">{policy.title}</h1>
          <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
            <CalendarDays className="h-4 w-4" aria-hidden />
            {legalLabels.lastUpdated}: <span className="font-semibold text-ink">{policy.lastUpdated}</span>
          </p>
          <p className="mt-6 text-lg leading-relaxed text-slate-600">{policy.intro}</p>
        </header>
        <div className="mt-12 grid gap-12 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <nav aria-labelledby="toc-heading" className="lg:sticky lg:top-28 lg:self-start">
            <div className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
              <h2 id="toc-heading" className="text-sm font-semibold tracking-wide text-ink uppercase">
                {legalLabels.tableOfContents}
              </h2>
              <ol className="mt-3 grid gap-1 text-sm">
                {policy.sections.map((section, index) => (
                  <li key={section.id}>
                    <Link
                      to={`#${section.id}`}
                      className="flex gap-2 rounded-md px-2 py-1.5 text-slate-700 hover:bg-white hover:text-brand-700"
                    >
                      <span className="w-5 shrink-0 text-slate-500">{index + 1}.</span>
                      {section.heading}
                    </Link>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
          <div className="grid max-w-3xl gap-10">
            {policy.sections.map((section, index) => (
              <PolicySection key={section.id} section={section} number={index + 1} />
            ))}
            <p className="border-t border-slate-200 pt-8">
              <Link
                to={backLink.href}
                className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-800"
              >
                <ArrowLeft className="h-4 w-4" aria-hidden />
                {backLink.label}
              </Link>
            </p>
          </div>
        </div>
      </div>
    </article>
  );
}
