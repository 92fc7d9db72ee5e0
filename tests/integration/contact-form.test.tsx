// @vitest-environment jsdom
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ContactForm } from "~/components/contact/contact-form";
import { Toaster } from "~/components/ui/toaster";
import { dismissToast } from "~/lib/toast";
import { type RunningServer, startServer } from "../support/server";

// The form talks to the real API of a production server; only the origin is filled in, because
// jsdom's fetch cannot resolve relative URLs.
let server: RunningServer;
let limited: RunningServer;
const realFetch = globalThis.fetch;
let target = "";
let gate: Promise<void> | null = null;

beforeAll(async () => {
  [server, limited] = await Promise.all([
    startServer({ CONTACT_RATE_LIMIT: "0" }),
    startServer({ CONTACT_RATE_LIMIT: "1" }),
  ]);
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (gate) await gate;
    return realFetch(new URL(String(input), target), init);
  }) as typeof fetch;
});
afterAll(async () => {
  globalThis.fetch = realFetch;
  await Promise.all([server?.stop(), limited?.stop()]);
});

function renderForm(onSuccess = vi.fn()) {
  render(
    <>
      <ContactForm id="test-form" service="SaaS" onSuccess={onSuccess} />
      <Toaster />
    </>,
  );
  return { onSuccess, user: userEvent.setup() };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(screen.getByLabelText(/Full Name/), "Maya Okafor");
  await user.type(screen.getByLabelText(/Work Email/), email);
  await user.type(screen.getByLabelText(/Company Name/), "Northpeak Outdoor");
  await user.type(screen.getByLabelText(/How can we help\?/), "Two marketplaces, flat sales.");
}

describe("contact form states", () => {
  it("shows 'Sending...' while pending, then the success toast, resets and reports success", async () => {
    target = server.url;
    const { onSuccess, user } = renderForm();
    await fillValid(user, "states@northpeak.example");
    let release!: () => void;
    gate = new Promise((r) => (release = r));
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    const pending = await screen.findByRole("button", { name: "Sending..." });
    expect(pending).toBeDisabled();
    gate = null;
    act(() => release());
    expect(await screen.findByText("Message Sent!")).toBeInTheDocument();
    expect(screen.getByText("Thank you for your message! We'll get back to you soon.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Full Name/)).toHaveValue(""));
    expect(onSuccess).toHaveBeenCalledOnce();
    const db = new Database(server.dbFile, { readonly: true });
    const row = db
      .prepare("select first_name, last_name, service from contact_submissions where email = ?")
      .get("states@northpeak.example");
    db.close();
    expect(row).toEqual({ first_name: "Maya", last_name: "Okafor", service: "SaaS" });
    act(() => dismissToast());
  });

  it("marks invalid fields, describes the error and focuses the first one, without sending", async () => {
    target = server.url;
    const spy = vi.spyOn(globalThis, "fetch");
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/Work Email/), "maya@");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    const name = screen.getByLabelText(/Full Name/);
    await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
    expect(name).toHaveFocus();
    expect(document.getElementById(name.getAttribute("aria-describedby")!.split(" ")[0]!)).toHaveTextContent(
      "Full name is required",
    );
    expect(screen.getByLabelText(/Work Email/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Enter a valid email address, like name@company.com")).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it("shows the server's message in a destructive 'Error' toast and keeps the typed values", async () => {
    target = limited.url;
    const first = renderForm();
    await fillValid(first.user, "first@northpeak.example");
    await first.user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Message Sent!")).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue("");
    act(() => dismissToast());
    await fillValid(first.user, "second@northpeak.example");
    await first.user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Error")).toBeInTheDocument();
    expect(
      screen.getByText(/^Too many requests from your network\. Please try again in \d+ minutes?\.$/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue("Maya Okafor");
    expect(screen.getByLabelText(/Work Email/)).toHaveValue("second@northpeak.example");
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
    expect(first.onSuccess).toHaveBeenCalledOnce();
  });
});
