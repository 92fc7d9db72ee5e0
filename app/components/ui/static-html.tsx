import { type MouseEventHandler, type ReactNode, useState } from "react";

type Props = {
  id: string;
  className?: string;
  children: ReactNode;
  /** Delegated clicks, e.g. `useRouterLinks()` so the kept markup's links navigate like <Link>s. */
  onClick?: MouseEventHandler<HTMLDivElement>;
};

/**
 * Markup that never changes once rendered (cards, copy, a product picture). When the page
 * hydrates, React adopts the server's DOM as it stands (as inner HTML) instead of rebuilding it
 * from components, so the page ships neither the content nor its components and hydration skips
 * them. After a client-side navigation there is no server DOM: the children render as usual, so
 * pass them through `React.lazy` to keep their code out of the page's first download (the
 * navigation waits for that chunk; on the server the render waits for it too).
 *
 * React has no partial hydration of its own outside server components, which React Router 7
 * marks unstable; this is the documented escape hatch (`dangerouslySetInnerHTML` is not diffed
 * while hydrating). Behaviour inside (tooltips, the spotlight) must be delegated from an
 * ancestor, since no React handler is attached here.
 */
export function StaticHtml({ id, className, children, onClick }: Props) {
  const [html] = useState(() => serverMarkup(id));
  if (html === null)
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: delegation only; the links inside are the controls
      <div id={id} className={className} onClick={onClick}>
        {children}
      </div>
    );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: delegation only; the links inside are the controls
    <div
      id={id}
      className={className}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own server markup, read back from the DOM.
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}

/** The server's markup of `id` while the page hydrates (root marks `data-hydrated` after). */
function serverMarkup(id: string) {
  if (typeof document === "undefined" || document.documentElement.dataset.hydrated) return null;
  return document.getElementById(id)?.innerHTML ?? null;
}
