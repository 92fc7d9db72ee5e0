// @vitest-environment jsdom
import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StaticHtml } from "~/components/ui/static-html";

// React's act() warns unless the environment says it supports it.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const SERVER_MARKUP = '<ul><li data-card="a">Alpha</li><li data-card="b">Beta</li></ul>';

/** What the server renders inside the island. */
function Cards() {
  return (
    <ul>
      <li data-card="a">Alpha</li>
      <li data-card="b">Beta</li>
    </ul>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = "";
  delete document.documentElement.dataset.hydrated;
});

describe("StaticHtml", () => {
  it("renders its children on the server, inside one wrapper with the id", () => {
    expect(
      renderToString(
        <StaticHtml id="cards" className="mt-4">
          <Cards />
        </StaticHtml>,
      ),
    ).toBe(`<div id="cards" class="mt-4">${SERVER_MARKUP}</div>`);
  });

  it("while hydrating, keeps the server's DOM nodes and never renders its children", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <StaticHtml id="cards">
        <Cards />
      </StaticHtml>,
    );
    document.body.append(container);
    const serverNode = container.querySelector("[data-card='b']");
    // The browser never has the children's code: rendering them would be a bug.
    const NotShipped = vi.fn(() => null);
    const errors = vi.fn();
    const consoleError = vi.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(
        container,
        <StaticHtml id="cards">
          <NotShipped />
        </StaticHtml>,
        { onRecoverableError: errors },
      );
    });
    expect(NotShipped).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(consoleError, "no hydration mismatch warning").not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(`<div id="cards">${SERVER_MARKUP}</div>`);
    expect(container.querySelector("[data-card='b']"), "the same node, not a copy").toBe(serverNode);
  });

  it("after hydration (a client-side navigation), renders its children", async () => {
    document.documentElement.dataset.hydrated = "true";
    const container = document.createElement("div");
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(
        <StaticHtml id="cards">
          <Cards />
        </StaticHtml>,
      );
    });
    expect(container.innerHTML).toBe(`<div id="cards">${SERVER_MARKUP}</div>`);
  });
});
