import { Link } from "react-router";
import { Icon, SocialIcon } from "~/components/ui/icon";
import { footerLinks, navItems } from "~/content/nav";
import { shellCopy, site } from "~/content/site";
import { escapeHtml } from "~/lib/html";
import { Logo } from "./logo";

function LinkColumn({
  heading,
  links,
  className,
}: {
  heading: string;
  links: ReadonlyArray<{ label: string; href: string }>;
  className?: string;
}) {
  return (
    <div className={className}>
      <h2 className="text-sm font-semibold tracking-wide text-white">{heading}</h2>
      {/* Phones: 44 px rows, a thumb's width apart, the words from the row's top so a two-line link
          starts level with its neighbour; from 768 px the compact list (rows ≥ 24 px). */}
      <ul className="mt-2 grid md:mt-4 md:gap-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              className="footer-link flex min-h-11 items-start py-3 md:inline-flex md:min-h-6 md:items-center md:py-0"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function siteMapHtml() {
  const items = navItems
    .map((item) => {
      const entries = item.entries
        .map((e) => `<li><a href="${escapeHtml(e.href)}" class="footer-link">${escapeHtml(e.label)}</a></li>`)
        .join("");
      return `<li><a href="${escapeHtml(item.href)}" class="font-semibold text-white">${escapeHtml(item.label)}</a><ul class="mt-2 grid gap-1.5">${entries}</ul></li>`;
    })
    .join("");
  return `<nav aria-label="Site map" class="mx-auto max-w-7xl border-t border-white/10 px-4 py-8 sm:px-6 lg:px-8"><ul class="grid gap-6 sm:grid-cols-3 lg:grid-cols-7">${items}</ul></nav>`;
}

export function Footer() {
  const { address } = site;
  return (
    <footer className="border-t border-white/10 bg-slate-950 text-slate-300">
      {/* Phones: the link columns two abreast (the brand and the contact lines, which are wider,
          take the whole row), so the footer is not a thousand-pixel single column. */}
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1fr_1.4fr] lg:px-8">
        <div className="col-span-2 md:col-span-1">
          <Logo inverse />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-slate-400">{site.tagline}</p>
          <ul className="mt-6 flex gap-3" aria-label="Social media">
            {site.social.map((s) => (
              <li key={s.icon}>
                <a
                  href={s.href}
                  title={s.label}
                  className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-brand-600"
                >
                  <SocialIcon name={s.icon} className="h-4 w-4" />
                  <span className="sr-only">{s.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn heading={shellCopy.footerHeadings.company} links={footerLinks.company} />
        {/* On a phone the three services stand beside Company and Legal, one over the other
            (review 67: Legal's two links two abreast put Cookie Policy under the Services column). */}
        <LinkColumn
          heading={shellCopy.footerHeadings.services}
          links={footerLinks.services}
          className="max-md:row-span-2"
        />
        <LinkColumn heading={shellCopy.footerHeadings.legal} links={footerLinks.legal} />
        <div className="col-span-2 md:col-span-1">
          <h2 className="text-sm font-semibold tracking-wide text-white">{shellCopy.footerHeadings.contact}</h2>
          <ul className="mt-2 grid text-sm md:mt-4 md:gap-2">
            <li className="flex items-center gap-2.5">
              <Icon name="Phone" className=" h-4 w-4 shrink-0 text-brand-300" />
              <a href={site.phone.href} className="inline-flex min-h-11 items-center hover:text-white md:min-h-6">
                {site.phone.display}
              </a>
            </li>
            <li className="flex items-center gap-2.5">
              <Icon name="Mail" className=" h-4 w-4 shrink-0 text-brand-300" />
              <a
                href={`mailto:${site.email}`}
                className="inline-flex min-h-11 items-center hover:text-white md:min-h-6"
              >
                {site.email}
              </a>
            </li>
            <li className="mt-3 flex gap-2.5 md:mt-0">
              <Icon name="MapPin" className="mt-0.5 h-4 w-4 shrink-0 text-brand-300" />
              <address className="not-italic">
                {address.street}
                <br />
                {address.city}, {address.region} {address.postalCode}
              </address>
            </li>
          </ul>
        </div>
      </div>
      {/* Without JavaScript the mobile menu button jumps here: every header item and entry.
          The target is always in the page (a link to an id inside <noscript> points nowhere for
          checkers that run scripts); its content only without JavaScript. React cannot hydrate
          element children of <noscript>, so its markup is a string. */}
      <div id="site-map" className="scroll-mt-16">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: built from our own nav data, every value escaped */}
        <noscript dangerouslySetInnerHTML={{ __html: siteMapHtml() }} />
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-400 sm:px-6 lg:px-8">
          © {site.copyrightYear} {site.name}. {shellCopy.rights}
        </p>
      </div>
    </footer>
  );
}
