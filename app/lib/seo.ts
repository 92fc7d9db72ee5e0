import { pageNames } from "~/content/pages";
import { site } from "~/content/site";
import { normalisePath } from "./public-paths";

/**
 * The origin of every absolute URL in a page's head: PUBLIC_URL at build time, else the site's
 * documented default. Not the request origin: pages are rendered once at build time, for everyone.
 */
export const siteOrigin = new URL(import.meta.env.PUBLIC_URL || site.url).origin;

export function absoluteUrl(path: string): string {
  return new URL(path, siteOrigin).href;
}

/** File name (without .png) of a page's social image: "home", "about", "features-order-processing". */
export function socialImageName(path: string): string {
  const clean = normalisePath(path);
  return clean === "/" ? "home" : clean.slice(1).replaceAll("/", "-");
}

export const socialImage = { width: 1200, height: 630, dir: "/og" } as const;

export function socialImageUrl(path: string): string {
  return absoluteUrl(`${socialImage.dir}/${socialImageName(path)}.png`);
}

type JsonLd = Record<string, unknown>;

const organizationId = `${siteOrigin}/#organization`;

export function organizationLd(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId,
    name: site.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon-512.png"),
    description: site.tagline,
    email: site.email,
    telephone: site.phone.href.replace("tel:", ""),
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
  };
}

/** Home › section › page for the nested pages (/features/… and /integrations/…); null elsewhere. */
export function breadcrumbLd(path: string): JsonLd | null {
  const segments = normalisePath(path).split("/").filter(Boolean);
  if (segments.length < 2) return null;
  const trail = segments.map((_, i) => `/${segments.slice(0, i + 1).join("/")}`);
  const names = trail.map((p) => pageNames[p as keyof typeof pageNames]);
  if (names.some((name) => name === undefined)) return null;
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ path: "/", name: "Home" }, ...trail.map((p, i) => ({ path: p, name: names[i] }))].map(
      (item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, item: absoluteUrl(item.path) }),
    ),
  };
}

/**
 * Vantora Hub as software, on the features pages: the product those pages describe. No ratings
 * or prices are claimed here (the site publishes none that are per-feature).
 */
export function softwareApplicationLd(path: string): JsonLd | null {
  const clean = normalisePath(path);
  if (clean !== "/features" && !clean.startsWith("/features/")) return null;
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: site.productName,
    applicationCategory: "BusinessApplication",
    operatingSystem: "Web",
    url: absoluteUrl("/features"),
    publisher: { "@id": organizationId },
  };
}

export function faqPageLd(faqs: readonly { question: string; answer: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the element. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
