import { useSyncExternalStore } from "react";

/**
 * The hidden admin's client state (spec §4 Admin): which screen shows and the bearer token.
 * The token lives in this module's memory only — never storage or cookies — so a reload or a
 * new tab starts signed out.
 */
export type AdminView = "site" | "signin" | "panel";
export type AdminState = { view: AdminView; token: string | null; signInError: string | null };

const initial: AdminState = { view: "site", token: null, signInError: null };
let state = initial;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
function set(next: AdminState) {
  state = next;
  for (const listener of listeners) listener();
}

export const getAdminState = () => state;
export const getAdminToken = () => state.token;

/** Ctrl+Shift+A, or a sign-in that came back with ?admin_error=<code>. */
export function openSignIn(signInError: string | null = null) {
  set({ view: "signin", token: null, signInError });
}

/** A token arrived in the URL: keep it in memory and show the panel. */
export function openPanel(token: string) {
  set({ view: "panel", token, signInError: null });
}

/** Logout, a 401, or "back to the website": forget the token and show the public site. */
export function leaveAdmin() {
  set(initial);
}

/** The server always renders the public site (`initial`); the admin shows only after hydration. */
export function useAdminState(): AdminState {
  return useSyncExternalStore(subscribe, getAdminState, () => initial);
}
