import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";

/**
 * Dialog state mirrored in the URL hash, so plain links can open a dialog: the header's
 * /resources#benefits entries, and in-page `<a href="#…">` triggers that without JavaScript
 * jump to the fallback section with the same id. Closing drops the hash (replace, no scroll),
 * so choosing the same entry again opens it again.
 */
export function useHashDialog<Id extends string>(ids: readonly Id[]) {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const [openId, setOpenId] = useState<Id | null>(null);
  const arrived = useRef(false);
  // What opened the dialog, so closing can give focus back to it (a page may have more than one
  // way in: the resources hero's index and the card below it).
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const target = decodeURIComponent(hash.slice(1));
    const match = ids.find((id) => id === target) ?? null;
    // Arriving with the hash (load or from another page), the browser has (smoothly) scrolled
    // to the no-JS fallback section, which is about to disappear: start at the top. Once more
    // on the next frame, because an instant scroll does not stop Chrome's smooth fragment scroll.
    if (match && !arrived.current) {
      const toTop = () => window.scrollTo({ top: 0, behavior: "instant" });
      toTop();
      requestAnimationFrame(() => requestAnimationFrame(toTop));
    }
    arrived.current = true;
    setOpenId(match);
  }, [hash, ids]);

  const open = useCallback(
    (id: Id) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      navigate({ pathname, search, hash: id }, { replace: true, preventScrollReset: true });
    },
    [navigate, pathname, search],
  );
  const close = useCallback(
    () => navigate({ pathname, search, hash: "" }, { replace: true, preventScrollReset: true }),
    [navigate, pathname, search],
  );
  /**
   * Radix returns focus to its own Trigger; ours are links, so put focus back on the one that
   * opened the dialog, or on the named one when it was opened from the URL (the header's entries).
   */
  const focusOnClose = useCallback(
    (triggerId: string) => (event: Event) => {
      event.preventDefault();
      const back = opener.current?.isConnected && opener.current.checkVisibility() ? opener.current : null;
      opener.current = null;
      (back ?? document.getElementById(triggerId))?.focus();
    },
    [],
  );
  return { openId, open, close, focusOnClose };
}

export type HashDialog<Id extends string> = ReturnType<typeof useHashDialog<Id>>;
