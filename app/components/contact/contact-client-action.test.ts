import { afterEach, describe, expect, it, vi } from "vitest";
import { contactCopy } from "~/content/contact";
import { ANSWER_TIMEOUT_MS, contactClientAction, skipContactRevalidation } from "./contact-client-action";

afterEach(() => {
  vi.useRealTimers();
});

describe("contactClientAction", () => {
  it("tells the visitor when the answer does not come in time, and keeps nothing waiting", async () => {
    vi.useFakeTimers();
    const answer = contactClientAction(() => new Promise(() => undefined));
    await vi.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS - 1);
    let settled = false;
    void answer.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toEqual({ message: contactCopy.toast.noAnswer });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("passes an answer that comes in time through and clears its timer", async () => {
    vi.useFakeTimers();
    await expect(contactClientAction(async () => ({ message: "Please check the form." }))).resolves.toEqual({
      message: "Please check the form.",
    });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("takes the server's redirect to the confirmation as sent", async () => {
    const redirect = new Response(null, { status: 303, headers: { location: "/?contact=sent#contact" } });
    await expect(contactClientAction(() => Promise.reject(redirect))).resolves.toEqual({
      sent: true,
      lastResult: { initialValue: null },
    });
  });
});

describe("skipContactRevalidation", () => {
  it("keeps page data as it is after a contact send, and leaves every other decision to React Router", () => {
    expect(skipContactRevalidation({ formAction: "/?index", defaultShouldRevalidate: true })).toBe(false);
    expect(skipContactRevalidation({ formAction: "/?index#contact", defaultShouldRevalidate: true })).toBe(false);
    expect(skipContactRevalidation({ formAction: "/api/other", defaultShouldRevalidate: true })).toBe(true);
    expect(skipContactRevalidation({ defaultShouldRevalidate: false })).toBe(false);
  });
});
