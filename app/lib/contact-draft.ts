import { contactFieldNames } from "./contact-fields";
import { newSubmissionKey } from "./submission-key";

type FieldName = (typeof contactFieldNames)[number];
export type DraftValues = Partial<Record<FieldName, string>>;
/** What a visitor has typed into one form, and the submission key made with it (issue #28). */
export type Draft = { values: DraftValues; key: string };

/**
 * The contact drafts of this tab, kept in sessionStorage so a reload, a crashed page or a visit to
 * another page brings the message back, until it is sent. Only the visible fields are kept (never
 * the honeypot, the service or where the visitor came from). Where sessionStorage is refused (a
 * storage-less private mode, a full quota) the drafts live in memory for the page's life instead.
 */
const PREFIX = "vantora.contact-draft.";
const memory = new Map<string, string>();

function storage(): Pick<Storage, "getItem" | "setItem" | "removeItem"> {
  try {
    const s = window.sessionStorage;
    const probe = `${PREFIX}probe`;
    s.setItem(probe, "1");
    s.removeItem(probe);
    return s;
  } catch {
    return {
      getItem: (k) => memory.get(k) ?? null,
      setItem: (k, v) => void memory.set(k, v),
      removeItem: (k) => void memory.delete(k),
    };
  }
}

function parse(text: string | null): Draft | undefined {
  if (!text) return undefined;
  try {
    const raw = JSON.parse(text) as { values?: Record<string, unknown>; key?: unknown };
    if (typeof raw.key !== "string") return undefined;
    const values: DraftValues = {};
    for (const name of contactFieldNames) {
      const value = raw.values?.[name];
      if (typeof value === "string") values[name] = value;
    }
    return { values, key: raw.key };
  } catch {
    return undefined;
  }
}

export function readDraft(formId: string): Draft | undefined {
  return parse(storage().getItem(PREFIX + formId) ?? memory.get(PREFIX + formId) ?? null);
}

/** Keeps the form's visible fields; the draft's key is made with its first keystroke and kept until it is sent. */
export function saveDraft(formId: string, form: HTMLFormElement): void {
  const data = new FormData(form);
  const values: DraftValues = {};
  for (const name of contactFieldNames) values[name] = String(data.get(name) ?? "");
  const key = readDraft(formId)?.key ?? newSubmissionKey();
  try {
    storage().setItem(PREFIX + formId, JSON.stringify({ values, key }));
  } catch {
    memory.set(PREFIX + formId, JSON.stringify({ values, key }));
  }
}

/** The key this draft is sent with: the same for every retry of one message. */
export function draftKey(formId: string, form: HTMLFormElement): string {
  const existing = readDraft(formId)?.key;
  if (existing) return existing;
  saveDraft(formId, form);
  return readDraft(formId)?.key ?? newSubmissionKey();
}

/** A sent message's draft is gone: the next message gets a new key. */
export function clearDraft(formId: string): void {
  storage().removeItem(PREFIX + formId);
  memory.delete(PREFIX + formId);
}

/**
 * Puts a kept draft back into a form's empty fields (a field that already holds something, such
 * as the no-JS form's values from the server, is left alone).
 */
export function restoreDraft(formId: string, form: HTMLFormElement): boolean {
  const draft = readDraft(formId);
  if (!draft) return false;
  let restored = false;
  for (const name of contactFieldNames) {
    const value = draft.values[name];
    const field = form.elements.namedItem(name);
    if (!value || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || field.value) continue;
    field.value = value;
    restored = true;
  }
  return restored;
}

/**
 * A send under way, noted for the tab: if the page is replaced before the answer (React Router
 * reloads a page whose code has gone after a deploy), the next page load knows a message is
 * waiting and says so.
 */
const SENDING = `${PREFIX}sending`;
export function noteSending(formId: string): void {
  try {
    storage().setItem(SENDING, formId);
  } catch {}
}
export function noteSettled(): void {
  storage().removeItem(SENDING);
}
/**
 * Whether a send was cut off at all: a cheap look every page makes at start, so the rest of this
 * module (and the field list) loads only on the rare page that has something to restore.
 */
export function sendWasInterrupted(): boolean {
  try {
    return window.sessionStorage.getItem(SENDING) !== null;
  } catch {
    return false; // no sessionStorage: nothing outlived the last page
  }
}
/** The form whose send was cut off by the page going away (once: reading it forgets it). */
export function takeInterruptedSend(): string | undefined {
  const store = storage();
  const formId = store.getItem(SENDING);
  store.removeItem(SENDING);
  return formId && readDraft(formId) ? formId : undefined;
}
