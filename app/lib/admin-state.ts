import { createStore, useStore } from "./store";

/**
 * The hidden admin's client state (spec §4 Admin): which screen shows and the bearer token.
 * The token lives in this module's memory only — never storage or cookies — so a reload or a
 * new tab starts signed out.
 */
export type AdminView = "site" | "signin" | "panel";
export type AdminState = { view: AdminView; token: string | null; signInError: string | null };

const store = createStore<AdminState>({ view: "site", token: null, signInError: null });

export const getAdminState = store.get;
export const getAdminToken = () => store.get().token;

/** Ctrl+Shift+A, or a sign-in that came back with ?admin_error=<code>. */
export function openSignIn(signInError: string | null = null) {
  store.set({ view: "signin", token: null, signInError });
}

/** A token arrived in the URL: keep it in memory and show the panel. */
export function openPanel(token: string) {
  store.set({ view: "panel", token, signInError: null });
}

/** Logout, a 401, or "back to the website": forget the token and show the public site. */
export function leaveAdmin() {
  store.set(store.initial);
}

export function useAdminState(): AdminState {
  return useStore(store);
}
