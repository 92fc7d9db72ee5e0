// @vitest-environment jsdom

import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createElement } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { toast as sonner } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import AdminApp from "~/components/admin/admin-app";
import { AdminGate } from "~/components/admin/admin-gate";
import { Toaster } from "~/components/ui/toaster";
import { adminRequest, exportFileName, readJson, SessionEndedError } from "~/lib/admin-api";
import { adminQueryClient } from "~/lib/admin-query";
import { getAdminState, leaveAdmin, openPanel } from "~/lib/admin-state";
import { emptyAttribution } from "~/lib/attribution";

const TOKEN = "T".repeat(43);
type Route = (url: string, init: RequestInit) => Response | Promise<Response>;
let calls: Array<{ url: string; init: RequestInit }>;

/** A fetch that answers by "METHOD path" and records every call. */
function serve(routes: Record<string, Route>) {
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, init });
      const path = new URL(url, "http://localhost").pathname;
      const route = routes[`${init.method ?? "GET"} ${path}`];
      return route ? route(url, init) : new Response("Not found", { status: 404, statusText: "Not Found" });
    }),
  );
}
const json = (body: unknown, init: ResponseInit = {}) => Response.json(body, init);
const row = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  firstName: "Priya",
  lastName: `Shah ${id}`,
  email: `priya${id}@example.com`,
  company: "Shah Textiles",
  service: null,
  message: "First line\nSecond line",
  productLink: null,
  contactMethod: null,
  createdAt: "2026-11-21T21:45:00.000Z",
  // The API always carries the attribution fields (null for a lead stored before them).
  ...emptyAttribution,
  ...extra,
});

beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  adminQueryClient.clear();
  leaveAdmin();
  sonner.dismiss();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("client data rules (spec §9)", () => {
  function Reader({ id, read }: { id: string; read: () => Promise<string> }) {
    const q = useQuery({ queryKey: [id], queryFn: read });
    return createElement("p", null, q.status === "success" ? q.data : q.status);
  }
  const renderReader = (id: string, read: () => Promise<string>) =>
    render(createElement(QueryClientProvider, { client: adminQueryClient }, createElement(Reader, { id, read })));

  it("a failed read is not retried, and focus or visibility changes do not refetch", async () => {
    const read = vi.fn(async () => Promise.reject(new Error("boom")));
    renderReader("k1", read);
    await screen.findByText("error");
    await act(async () => {
      window.dispatchEvent(new Event("focus"));
      window.dispatchEvent(new Event("visibilitychange"));
      document.dispatchEvent(new Event("visibilitychange"));
      window.dispatchEvent(new Event("offline"));
      window.dispatchEvent(new Event("online"));
    });
    expect(adminQueryClient.isFetching()).toBe(0);
    expect(read).toHaveBeenCalledTimes(1);
    expect(screen.getByText("error")).toBeTruthy();
  });

  it("the client carries the spec's defaults: never stale, no retries, no focus refetch, no polling", () => {
    const { queries, mutations } = adminQueryClient.getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    });
    expect(mutations).toMatchObject({ retry: false });
  });

  it("cached data never goes stale: a new reader of the same key gets it without a request", async () => {
    const read = vi.fn(async () => "cached value");
    const first = renderReader("k2", read);
    await screen.findByText("cached value");
    first.unmount();
    renderReader("k2", read);
    expect(screen.getByText("cached value")).toBeTruthy();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("reads again only after an explicit invalidation", async () => {
    let n = 0;
    const read = vi.fn(async () => `value ${++n}`);
    renderReader("list", read);
    await screen.findByText("value 1");
    act(() => void adminQueryClient.invalidateQueries({ queryKey: ["list"] }));
    await screen.findByText("value 2");
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("concurrent readers share one request", async () => {
    const read = vi.fn(async () => "shared");
    await Promise.all([
      adminQueryClient.fetchQuery({ queryKey: ["k3"], queryFn: read }),
      adminQueryClient.fetchQuery({ queryKey: ["k3"], queryFn: read }),
    ]);
    expect(read).toHaveBeenCalledTimes(1);
  });
});

describe("admin requests", () => {
  it("carry the bearer token and credentials; no JSON content-type without a body", async () => {
    serve({ "POST /api/auth/logout": () => new Response(null, { status: 204 }) });
    openPanel(TOKEN);
    await adminRequest("POST", "/api/auth/logout");
    const { init } = calls[0]!;
    expect(init.credentials).toBe("include");
    expect(init.body).toBeUndefined();
    expect(init.headers).toEqual({ Authorization: `Bearer ${TOKEN}` });
  });

  it("a 401 clears the token, returns to the site and reports the session end", async () => {
    serve({
      "GET /api/auth/user": () =>
        json({ message: "Your admin session has ended. Please sign in again." }, { status: 401 }),
    });
    openPanel(TOKEN);
    await expect(readJson("/api/auth/user")).rejects.toBeInstanceOf(SessionEndedError);
    expect(getAdminState()).toEqual({ view: "site", token: null, signInError: null });
  });

  it("other failures keep the spec's '<status>: <body or status text>' message", async () => {
    serve({ "GET /api/auth/user": () => new Response("", { status: 503, statusText: "Service Unavailable" }) });
    openPanel(TOKEN);
    await expect(readJson("/api/auth/user")).rejects.toThrow("503: Service Unavailable");
  });

  it("the export's file name comes from Content-Disposition, else the UTC date", () => {
    expect(exportFileName('attachment; filename="vantora-contacts-2026-11-21.json"')).toBe(
      "vantora-contacts-2026-11-21.json",
    );
    expect(exportFileName(null, new Date("2026-02-03T23:59:00-08:00"))).toBe("vantora-contacts-2026-02-04.json");
  });
});

describe("the panel", () => {
  const user = () => json({ email: "admin@example.com" });
  const list =
    (rows: unknown[], total = rows.length) =>
    () =>
      json(rows, { headers: { "X-Total-Count": String(total) } });

  // The toaster lives in the root Layout, beside the admin screens.
  function renderPanel() {
    openPanel(TOKEN);
    return render(createElement("div", null, createElement(AdminApp), createElement(Toaster)));
  }

  it("shows loading until the user lookup finishes, then the e-mail, the rows and the total", async () => {
    let answer!: (res: Response) => void;
    serve({
      "GET /api/auth/user": () => new Promise<Response>((r) => (answer = r)),
      "GET /api/contact-submissions": list(
        [
          row(2, { service: "SaaS", productLink: "https://shop.example/item?id=1", contactMethod: "WhatsApp" }),
          row(1, { productLink: "B0C1234567" }),
        ],
        2,
      ),
    });
    renderPanel();
    expect((await screen.findByRole("status")).textContent).toMatch(/Loading/);
    answer(user());
    expect(await screen.findByText("admin@example.com")).toBeTruthy();
    expect(await screen.findByText("2 leads")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Priya Shah 2" })).toBeTruthy();
    expect(screen.getByText("SaaS")).toBeTruthy();
    // A lead's details sit in its row's closed <details> until the row is opened (decision 0031).
    expect(screen.getByRole("link", { name: "priya2@example.com", hidden: true }).getAttribute("href")).toBe(
      "mailto:priya2@example.com",
    );
    const product = screen.getByRole("link", { name: /shop\.example/, hidden: true });
    expect(product.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.queryByRole("link", { name: /B0C1234567/, hidden: true })).toBeNull();
    expect(screen.getByText("B0C1234567")).toBeTruthy();
    expect(screen.getByText("WhatsApp")).toBeTruthy();
    // The message keeps its line break (rendered with white-space: pre-wrap).
    expect(screen.getAllByText("First line\nSecond line", { normalizer: (t) => t })).toHaveLength(2);
    const time = document.querySelector("time")!;
    expect(time.getAttribute("datetime")).toBe("2026-11-21T21:45:00.000Z");
    // The list says how long ago ("5d ago", or the day from a week on); the spec's short month,
    // day, year, hour and minute are in its title and in the opened row.
    expect(time.textContent).toMatch(/^(\d+[mhd] ago|just now|[A-Z][a-z]{2} \d{1,2}(, \d{4})?)$/);
    const full = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/;
    expect(time.getAttribute("title")).toMatch(full);
    expect(screen.getAllByText(`Received ${time.getAttribute("title")}`).length).toBeGreaterThan(0);
    // The paged endpoint, 50 per page.
    expect(calls.map((c) => c.url)).toContain("/api/contact-submissions?limit=50&offset=0");
  });

  it("'Failed to fetch user' when the lookup fails for another reason than 401", async () => {
    serve({
      "GET /api/auth/user": () => json({ message: "The admin data is unavailable right now." }, { status: 503 }),
    });
    renderPanel();
    expect(await screen.findByRole("heading", { name: "Failed to fetch user" })).toBeTruthy();
    expect(screen.getByText("The admin data is unavailable right now.")).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it("'No submissions yet' for an empty list, 'Failed to fetch submissions' for a failed one", async () => {
    serve({ "GET /api/auth/user": user, "GET /api/contact-submissions": list([]) });
    const view = renderPanel();
    expect(await screen.findByText("No submissions yet")).toBeTruthy();
    view.unmount();
    adminQueryClient.clear();
    serve({ "GET /api/auth/user": user, "GET /api/contact-submissions": () => new Response("boom", { status: 500 }) });
    renderPanel();
    expect(await screen.findByText("Failed to fetch submissions")).toBeTruthy();
    // The status line stops claiming to load once the alert shows (deviation 3).
    expect(screen.getByTestId("submission-total").textContent).not.toMatch(/Loading/);
  });

  it("logout reads 'Logging out...' and is disabled while pending, then returns to the site with the §8 toast", async () => {
    let answer!: (res: Response) => void;
    serve({
      "GET /api/auth/user": user,
      "GET /api/contact-submissions": list([]),
      "POST /api/auth/logout": () => new Promise<Response>((r) => (answer = r)),
    });
    renderPanel();
    await userEvent.click(await screen.findByRole("button", { name: "Logout" }));
    const pending = screen.getByRole("button", { name: "Logging out..." }) as HTMLButtonElement;
    expect(pending.disabled).toBe(true);
    answer(new Response(null, { status: 204 }));
    await waitFor(() => expect(getAdminState().view).toBe("site"));
    expect(getAdminState().token).toBeNull();
    expect(await screen.findByText("Logged out successfully")).toBeTruthy();
    expect(screen.getByText("You have been logged out of the admin panel")).toBeTruthy();
  });

  it("a failed logout keeps the panel and says 'Logout failed'", async () => {
    serve({
      "GET /api/auth/user": user,
      "GET /api/contact-submissions": list([]),
      "POST /api/auth/logout": () => new Response("", { status: 500 }),
    });
    renderPanel();
    await userEvent.click(await screen.findByRole("button", { name: "Logout" }));
    expect(await screen.findByText("Logout failed")).toBeTruthy();
    expect(screen.getByText("There was an error logging out")).toBeTruthy();
    expect(getAdminState().view).toBe("panel");
    expect((screen.getByRole("button", { name: "Logout" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("export downloads the named file and says 'Export successful'; a failure says 'Export failed'", async () => {
    const created: Blob[] = [];
    vi.stubGlobal(
      "URL",
      Object.assign(URL, {
        createObjectURL: (b: Blob) => {
          created.push(b);
          return "blob:test";
        },
        revokeObjectURL: () => {},
      }),
    );
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    let fail = false;
    serve({
      "GET /api/auth/user": user,
      "GET /api/contact-submissions": list([]),
      "GET /api/contact-submissions/export": () =>
        fail
          ? new Response("", { status: 500 })
          : new Response("[]", {
              headers: { "Content-Disposition": 'attachment; filename="vantora-contacts-2026-11-21.json"' },
            }),
    });
    renderPanel();
    await userEvent.click(await screen.findByRole("button", { name: "Export JSON" }));
    expect(await screen.findByText("Export successful")).toBeTruthy();
    expect(screen.getByText("Contact data has been downloaded as JSON file")).toBeTruthy();
    expect(clicks).toEqual(["vantora-contacts-2026-11-21.json"]);
    expect(await created[0]!.text()).toBe("[]");
    fail = true;
    await userEvent.click(screen.getByRole("button", { name: "Export JSON" }));
    expect(await screen.findByText("Export failed")).toBeTruthy();
    expect(screen.getByText("There was an error exporting the data")).toBeTruthy();
    click.mockRestore();
  });
});

describe("the admin switch", () => {
  function Where() {
    const location = useLocation();
    return createElement("output", { "data-testid": "where" }, location.pathname + location.search);
  }
  function mount(url: string) {
    const router = createMemoryRouter(
      [
        {
          path: "*",
          element: createElement(
            AdminGate,
            null,
            createElement("div", null, createElement("h1", null, "Public site"), createElement(Where)),
          ),
        },
      ],
      { initialEntries: [url] },
    );
    render(createElement(RouterProvider, { router }));
    return router;
  }

  it("Ctrl+Shift+A anywhere shows the sign-in screen, whose button goes to /api/auth/login", async () => {
    mount("/pricing");
    expect(screen.getByRole("heading", { name: "Public site" })).toBeTruthy();
    await userEvent.keyboard("{Control>}{Shift>}A{/Shift}{/Control}");
    const signIn = await screen.findByRole("link", { name: "Sign in with Google" });
    expect(signIn.getAttribute("href")).toBe("/api/auth/login");
    expect(screen.queryByRole("heading", { name: "Public site" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Back to the website" }));
    expect(await screen.findByRole("heading", { name: "Public site" })).toBeTruthy();
  });

  it("a ?token= sign-in code is exchanged once for the session token, kept in memory; the URL becomes / by replacement", async () => {
    serve({
      "POST /api/auth/callback": () => json({ token: TOKEN }),
      "GET /api/auth/user": () => json({ email: "admin@example.com" }),
      "GET /api/contact-submissions": () => json([], { headers: { "X-Total-Count": "0" } }),
    });
    const router = mount("/?token=one-time-sign-in-code");
    expect(await screen.findByText("admin@example.com")).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe("/");
    expect(router.state.historyAction).toBe("REPLACE");
    expect(getAdminState()).toMatchObject({ view: "panel", token: TOKEN });
    expect(JSON.stringify(window.localStorage) + JSON.stringify(window.sessionStorage) + document.cookie).not.toContain(
      TOKEN,
    );
    expect(calls[0]!.url).toContain("/api/auth/callback");
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ code: "one-time-sign-in-code" });
    expect(calls[1]!.init.headers).toMatchObject({ Authorization: `Bearer ${TOKEN}` });
  });

  it("an ?admin_error= shows the sign-in screen with a readable message", async () => {
    mount("/?admin_error=not_allowed");
    expect(await screen.findByText("This Google account is not allowed to access the admin panel.")).toBeTruthy();
  });
});
