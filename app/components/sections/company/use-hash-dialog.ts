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
    (id: Id) => navigate({ pathname, search, hash: id }, { replace: true, preventScrollReset: true }),
    [navigate, pathname, search],
  );
  const close = useCallback(
    () => navigate({ pathname, search, hash: "" }, { replace: true, preventScrollReset: true }),
    [navigate, pathname, search],
  );
  return { openId, open, close };
}

/** Radix returns focus to its own Trigger; ours are links, so put focus back on the named one. */
export function focusOnClose(triggerId: string) {
  return (event: Event) => {
    event.preventDefault();
    document.getElementById(triggerId)?.focus();
  };
}
