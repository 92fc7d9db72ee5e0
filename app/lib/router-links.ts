import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

/**
 * A plain left click: no modifier key (a new tab or window keeps the browser's own behaviour) and
 * the main button. Every link that handles its own clicks asks this.
 */
export function isPlainClick(event: MouseEvent<HTMLElement>) {
  return !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0);
}

/**
 * A click handler for markup React did not render (StaticHtml keeps the server's DOM, so its
 * links are plain anchors with no <Link> behind them): a plain left click on a link to this site
 * becomes a router navigation, as a <Link> would make it, instead of a full page load. Modified
 * clicks, other origins, new windows, downloads and anything already handled pass through.
 */
export function useRouterLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute("download")) return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
}
