import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { type ReactNode, Suspense, useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import { useCaptureAttribution } from "~/lib/attribution";
import { lazyComponent } from "~/lib/lazy";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { AdminGate } from "./components/admin/admin-gate";
import { ContactCodePrefetch } from "./components/contact/contact-code-prefetch";
import { ContactModalProvider } from "./components/contact/contact-modal";
import { Header } from "./components/layout/header";
import { ScrollToTop } from "./components/layout/scroll-to-top";
import { SeoHead } from "./components/layout/seo-head";
import { useSpotlight } from "./components/sections/spotlight-card";
import { StatusMessage } from "./components/sections/status-message";
import { StaticHtml } from "./components/ui/static-html";
import { ToasterGate } from "./components/ui/toaster-gate";
import { errorCopy, notFoundCopy, shellCopy } from "./content/site";
import { useNonce } from "./lib/nonce";
import { usePageViews } from "./lib/page-views";
import { useRouterLinks } from "./lib/router-links";
import { useInstantRouteScroll } from "./lib/scroll";

export const links: Route.LinksFunction = () => [
  // React manages a stylesheet with a precedence as a resource (hoisted, not hydrated in place).
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  // Preloaded so the text font is usually there for the first paint (no swap, no layout shift).
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // favicon.ico, the touch icon and the manifest's PNGs are drawn from favicon.svg at build time
  // (scripts/social-images.mjs).
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const { pathname } = useLocation();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4f46e5" />
        <Meta />
        <SeoHead />
        <Links />
        {import.meta.env.SSR ? <ContactCodePrefetch /> : null}
      </head>
      <body>
        {children}
        {/* Insights without JavaScript: the image is the page view (app/server/insights/http.server.ts). */}
        <noscript>
          <img src={`/api/events/pixel?p=${encodeURIComponent(pathname)}`} alt="" width={1} height={1} />
        </noscript>
        <ToasterGate />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

// The footer never changes once rendered: kept as the server's markup (StaticHtml), so its code
// and content stay out of every page's script; its links still navigate through the router.
const Footer = lazyComponent(() => import("./components/layout/footer").then((m) => ({ default: m.Footer })));

/** The public site: header, page, footer, the one contact modal and scroll-to-top. */
function SiteShell({ children }: { children: ReactNode }) {
  const followLink = useRouterLinks();
  return (
    <ContactModalProvider>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {shellCopy.skipToContent}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <StaticHtml id="site-footer" onClick={followLink}>
        <Footer />
      </StaticHtml>
      <ScrollToTop />
    </ContactModalProvider>
  );
}

export default function App() {
  // Where the visit came from (landing page, referrer, campaign), kept in sessionStorage for the contact form.
  useCaptureAttribution();
  // Insights: a cookie-free page view per page (app/lib/page-views.ts; without JavaScript, the pixel in Layout).
  usePageViews();
  // The cursor light of every spotlight card, static HTML included.
  useSpotlight();
  // A route change starts at the new page's top at once; in-page jumps still glide.
  useInstantRouteScroll();
  // Marks the document once React has hydrated (tests and CSS can tell JS-enhanced pages apart).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // The hidden admin (Ctrl+Shift+A, ?token=) replaces the site only in the browser, after hydration.
  return (
    <AdminGate>
      <SiteShell>
        <Outlet />
      </SiteShell>
    </AdminGate>
  );
}

// The 404 page's ways on, fetched only when a page is not found (the not-found route has its own chunk).
const NotFoundPage = lazyComponent(() =>
  import("./components/layout/not-found-page").then((m) => ({ default: m.NotFoundPage })),
);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const copy = notFound ? notFoundCopy : errorCopy;
  return (
    <SiteShell>
      <title>{`${copy.title} | Vantora`}</title>
      {notFound ? (
        <Suspense fallback={<StatusMessage title={copy.title} text={copy.text} />}>
          <NotFoundPage />
        </Suspense>
      ) : (
        <StatusMessage title={copy.title} text={copy.text} />
      )}
    </SiteShell>
  );
}
