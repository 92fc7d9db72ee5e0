import { type ReactNode, Suspense, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { getAdminState, openPanel, openSignIn, useAdminState } from "~/lib/admin-state";
import { lazyComponent, onDemand } from "~/lib/lazy";
import { AdminLoading } from "./admin-loading";

// The admin screens load only when asked for, so the public pages carry none of their code.
const AdminApp = lazyComponent(() => import("./admin-app"));
const adminApi = onDemand(() => import("~/lib/admin-api"));

/** Ctrl+Shift+A (spec §9), with any keyboard layout that has an A key. */
function isAdminShortcut(event: KeyboardEvent) {
  return (
    event.ctrlKey &&
    event.shiftKey &&
    !event.altKey &&
    !event.metaKey &&
    (event.code === "KeyA" || event.key.toLowerCase() === "a")
  );
}

/** ?token= holds a one-time code: a replay from history lands on the sign-in screen. */
async function openWithCode(code: string) {
  try {
    const { exchangeSignInCode } = await adminApi.load();
    const token = await exchangeSignInCode(code);
    if (token) openPanel(token);
    else openSignIn("expired");
  } catch {
    openSignIn("failed");
  }
}

/**
 * Puts the hidden admin around the public site (spec §2, §4). The server always renders the
 * site; after hydration Ctrl+Shift+A switches to the sign-in screen, and a ?token= code in the URL
 * is exchanged for the session token kept in memory, the URL reset to "/" (replacing the history entry) and the panel shown.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const { view } = useAdminState();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const token = params.get("token");
    const error = params.get("admin_error");
    if (token === null && error === null) return;
    if (token) void openWithCode(token);
    else if (error) openSignIn(error);
    navigate("/", { replace: true, preventScrollReset: true });
  }, [location.search, navigate]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isAdminShortcut(event)) return;
      event.preventDefault();
      if (getAdminState().view === "site") openSignIn();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  // Back on the site after the admin screens: start at the top with focus on the page.
  const previous = useRef(view);
  useEffect(() => {
    if (view === "site" && previous.current !== "site") {
      window.scrollTo({ top: 0, behavior: "instant" });
      document.getElementById("main")?.focus({ preventScroll: true });
    }
    previous.current = view;
  }, [view]);

  if (view === "site") return children;
  return (
    <Suspense fallback={<AdminLoading />}>
      <AdminApp />
    </Suspense>
  );
}
