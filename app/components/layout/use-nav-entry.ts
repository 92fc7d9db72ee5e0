import type { MouseEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import type { NavEntry } from "~/content/nav";
import { isPlainClick } from "~/lib/router-links";
import { SCROLL, scrollToIntegration, scrollToSection, scrollWhenRendered } from "~/lib/scroll";

/**
 * Click handling for header entries (spec §2 "Section navigation"): sections scroll smoothly after
 * 300 ms on the current page or 500 ms after navigating; integration entries scroll centred to
 * their [integration-name] after 300 ms. On a slow device the new page may not have rendered by
 * then; the scroll then waits for it (scrollWhenRendered). Other entries are ordinary links.
 */
export function useNavEntryClick(onNavigate?: () => void) {
  const navigate = useNavigate();
  const location = useLocation();
  return (entry: NavEntry, event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (event.defaultPrevented || !isPlainClick(event)) return;
    const url = new URL(entry.href, window.location.origin);
    if (entry.behaviour === "section") {
      event.preventDefault();
      const samePage = url.pathname === location.pathname;
      if (!samePage) navigate(url.pathname);
      const id = decodeURIComponent(url.hash.slice(1));
      scrollWhenRendered(
        url.pathname,
        () => scrollToSection(id),
        samePage ? SCROLL.samePageDelay : SCROLL.crossPageDelay,
      );
    } else if (entry.behaviour === "integration") {
      event.preventDefault();
      const slug = url.pathname.split("/").pop() ?? "";
      if (url.pathname !== location.pathname) navigate(url.pathname);
      scrollWhenRendered(url.pathname, () => scrollToIntegration(slug), SCROLL.integrationDelay);
    }
  };
}
