import { ChevronDown } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { BackLink } from "~/components/ui/back-link";
import { Icon } from "~/components/ui/icon";
import { type CookieRow, type LegalPolicy, type LegalSection, legalClosing, legalLabels } from "~/content/legal";
import { cn } from "~/lib/cn";
import { ClosingCta } from "../product/closing-cta";

// On a phone the table reflows: each cookie becomes a card whose cells carry their column's name.
const cellClass =
  "block px-4 py-1.5 before:block before:text-xs before:font-semibold before:text-slate-500 before:content-[attr(data-label)] sm:table-cell sm:py-3 sm:before:hidden";

function CookieTable({ rows }: { rows: readonly CookieRow[] }) {
  const t = legalLabels.cookieTable;
  return (
    // On a phone each row is a card (no sideways scrolling); from sm up a table that scrolls inside
    // its own focusable region should the column ever outgrow it.
    <div
      className="mt-5 rounded-xl border border-slate-200 sm:overflow-x-auto"
      role="region"
      aria-label={t.caption}
      tabIndex={0}
    >
      <table className="block w-full text-left text-sm sm:table sm:min-w-[36rem]">
        <caption className="sr-only">{t.caption}</caption>
        <thead className="sr-only bg-slate-50 text-ink sm:not-sr-only sm:table-header-group">
          <tr>
            {[t.name, t.purpose, t.duration, t.type].map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block divide-y divide-slate-200 text-slate-700 sm:table-row-group">
          {rows.map((row) => (
            <tr key={row.name} className="block py-2 align-top sm:table-row sm:py-0">
              <th
                scope="row"
                data-label={t.name}
                className={cn(
                  cellClass,
                  "font-mono text-[0.8125rem] leading-relaxed font-normal text-ink before:font-sans",
                )}
              >
                {row.name}
              </th>
              <td data-label={t.purpose} className={cn(cellClass, "leading-relaxed")}>
                {row.purpose}
              </td>
              <td data-label={t.duration} className={cellClass}>
                {row.duration}
              </td>
              <td data-label={t.type} className={cellClass}>
                {row.type}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// An e-mail address anywhere in a policy's text (privacy@…, grievance@…).
const emailPattern = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/** The text with each e-mail address in it as a mailto link. */
function WithMailto({ text }: { text: string }) {
  return text.split(emailPattern).map((part, index) =>
    index % 2 === 1 ? (
      <a
        key={part}
        href={`mailto:${part}`}
        className="font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700"
      >
        {part}
      </a>
    ) : (
      part
    ),
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
          <p key={text}>
            <WithMailto text={text} />
          </p>
        ))}
      </div>
      {section.list ? (
        <ul className="mt-4 grid list-disc gap-2 pl-6 leading-relaxed text-slate-700 marker:text-brand-500">
          {section.list.map((item) => (
            <li key={item}>
              <WithMailto text={item} />
            </li>
          ))}
        </ul>
      ) : null}
      {section.cookies ? <CookieTable rows={section.cookies} /> : null}
      {section.closing ? (
        <div className="mt-4 grid gap-4 leading-relaxed text-slate-700">
          {section.closing.map((text) => (
            <p key={text}>
              <WithMailto text={text} />
            </p>
          ))}
        </div>
      ) : null}
    </section>
  );
}

/**
 * The id of the section being read: the last one whose top has passed the upper third of the
 * window. Without JavaScript the contents list stays plain links.
 */
function useSectionInView(ids: readonly string[]) {
  const [current, setCurrent] = useState<string | null>(null);
  useEffect(() => {
    const sections = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
    const update = () => {
      const line = window.innerHeight / 3;
      let found: string | null = null;
      for (const section of sections) if (section.getBoundingClientRect().top <= line) found = section.id;
      setCurrent(found ?? sections[0]?.id ?? null);
    };
    // Crossing the line is what changes the answer: observe it rather than every scroll event.
    const observer = new IntersectionObserver(update, { rootMargin: "0px 0px -66% 0px" });
    for (const section of sections) observer.observe(section);
    update();
    return () => observer.disconnect();
  }, [ids]);
  return current;
}

/** A policy page: title, last updated date, table of contents and numbered sections. */
export function LegalDocument({ policy }: { policy: LegalPolicy }) {
  const ids = useMemo(() => policy.sections.map((section) => section.id), [policy]);
  const current = useSectionInView(ids);
  return (
    <>
      <article className="bg-white pt-28 pb-20 sm:pt-36">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <BackLink {...legalLabels.backLink} />
          <header className="mt-6 max-w-3xl">
            <h1 className="text-title font-extrabold text-balance text-ink">{policy.title}</h1>
            <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
              <Icon name="CalendarDays" className="h-4 w-4" />
              {legalLabels.lastUpdated}: <span className="font-semibold text-ink">{policy.lastUpdated}</span>
            </p>
            <p className="mt-6 text-lg leading-relaxed text-slate-600">{policy.intro}</p>
          </header>
          {/* minmax(0, 1fr): no content (the cookie table) may widen the page past the screen. */}
          <div className="mt-12 grid grid-cols-[minmax(0,1fr)] gap-12 lg:grid-cols-[16rem_minmax(0,1fr)]">
            {/* On a phone the fourteen contents links would push section 1 below the first screen: a
                closed <details> there. From 1024 px its content is shown whatever the state
                (::details-content) and the summary reads as the list's heading. */}
            <nav aria-label={legalLabels.tableOfContents} className="lg:sticky lg:top-28 lg:self-start">
              <details
                data-legal-toc
                className="group rounded-2xl border border-slate-200 bg-slate-50 lg:p-5 lg:details-content:[content-visibility:visible]"
              >
                <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-5 text-sm font-semibold tracking-wide text-ink uppercase lg:pointer-events-none lg:min-h-0 lg:cursor-auto lg:px-0 [&::-webkit-details-marker]:hidden">
                  {legalLabels.tableOfContents}
                  <ChevronDown
                    className="h-4 w-4 text-slate-500 transition-transform group-open:rotate-180 lg:hidden"
                    aria-hidden
                  />
                </summary>
                <ol className="grid gap-1 px-3 pb-4 text-sm lg:mt-3 lg:px-0 lg:pb-0">
                  {policy.sections.map((section, index) => (
                    <li key={section.id}>
                      <Link
                        to={`#${section.id}`}
                        aria-current={current === section.id ? "location" : undefined}
                        className="flex gap-2 rounded-md border-l-2 border-transparent px-2 py-1.5 text-slate-700 hover:bg-white hover:text-brand-700 aria-[current=location]:border-brand-600 aria-[current=location]:bg-white aria-[current=location]:font-semibold aria-[current=location]:text-brand-700"
                      >
                        <span className="w-5 shrink-0 text-slate-500">{index + 1}.</span>
                        {section.heading}
                      </Link>
                    </li>
                  ))}
                </ol>
              </details>
            </nav>
            <div className="grid max-w-[45rem] grid-cols-[minmax(0,1fr)] gap-10">
              {policy.sections.map((section, index) => (
                <PolicySection key={section.id} section={section} number={index + 1} />
              ))}
              <p className="border-t border-slate-200 pt-8">
                <BackLink {...legalLabels.backLink} />
              </p>
            </div>
          </div>
        </div>
      </article>
      <ClosingCta
        heading={legalClosing.heading}
        text={legalClosing.text}
        contact={{ label: legalClosing.cta, service: legalClosing.service }}
      />
    </>
  );
}
