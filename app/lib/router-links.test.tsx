// @vitest-environment jsdom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { StaticHtml } from "~/components/ui/static-html";
import { useRouterLinks } from "./router-links";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** Plain anchors (no <Link>) in a StaticHtml island, with the delegated handler on its wrapper. */
function Island() {
  return (
    <StaticHtml id="island" onClick={useRouterLinks()}>
      <a id="inside" href="/about">
        <span id="label">About</span>
      </a>
      <a id="away" href="https://example.org/x">
        Away
      </a>
      <a id="tab" href="/pricing" target="_blank" rel="noopener">
        New tab
      </a>
      <a id="file" href="/report.csv" download>
        File
      </a>
    </StaticHtml>
  );
}

let container: HTMLDivElement;
afterEach(() => container?.remove());

async function mount() {
  const router = createMemoryRouter([{ path: "*", element: <Island /> }], { initialEntries: ["/pricing"] });
  container = document.body.appendChild(document.createElement("div"));
  await act(async () => createRoot(container).render(<RouterProvider router={router} />));
  return router;
}

/** Clicks an element; resolves with whether the default (the browser's navigation) was prevented. */
async function click(id: string, init: MouseEventInit = {}) {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  await act(async () => void document.getElementById(id)?.dispatchEvent(event));
  return event.defaultPrevented;
}

describe("useRouterLinks", () => {
  it("turns a plain click on a link to this site (also on its inner text) into a router navigation", async () => {
    const router = await mount();
    expect(await click("label")).toBe(true);
    expect(router.state.location.pathname).toBe("/about");
  });

  it("leaves modified clicks, other origins, new windows and downloads to the browser", async () => {
    const router = await mount();
    expect(await click("inside", { ctrlKey: true })).toBe(false);
    expect(await click("inside", { metaKey: true })).toBe(false);
    expect(await click("inside", { shiftKey: true })).toBe(false);
    expect(await click("inside", { button: 1 })).toBe(false);
    expect(await click("away")).toBe(false);
    expect(await click("tab")).toBe(false);
    expect(await click("file")).toBe(false);
    expect(router.state.location.pathname).toBe("/pricing");
  });
});
