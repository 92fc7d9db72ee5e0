import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { PAGE_METHODS } from "~/server/platform/http.server";
import { routeTable } from "../../server/route-patterns";

/** A build's route list as React Router writes it: root, a page, an API route with handle.allow, the 404 splat. */
const build = {
  routes: {
    root: { id: "root", path: "", module: {} },
    "routes/pricing": { id: "routes/pricing", parentId: "root", path: "pricing", module: {} },
    "routes/api.contact": {
      id: "routes/api.contact",
      parentId: "root",
      path: "api/contact",
      module: { handle: { allow: ["POST"] } },
    },
    "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*", module: {} },
  },
} as unknown as ServerBuild;

describe("the route table: one owner for an address's methods", () => {
  it("answers the route module's handle.allow, else what a page answers", async () => {
    const routes = routeTable(
      async () => build,
      (error) => expect.unreachable(String(error)),
    );
    await routes.ready;
    expect(routes.allow("/api/contact")).toEqual(["POST"]);
    expect(routes.allow("/pricing")).toBe(PAGE_METHODS);
    expect(routes.allow("/pricing.data")).toBe(PAGE_METHODS);
    expect(routes.pattern("/api/contact")).toBe("/api/contact");
  });

  it("tells the 404 catch-all's addresses apart (a 404 there, never a 405)", async () => {
    const routes = routeTable(
      async () => build,
      (error) => expect.unreachable(String(error)),
    );
    await routes.ready;
    expect(routes.unknown("/no/such/page")).toBe(true);
    expect(routes.unknown("/pricing")).toBe(false);
  });

  it("before the build is loaded, knows no pattern and answers the pages' methods", () => {
    const routes = routeTable(
      () => new Promise<ServerBuild>(() => {}),
      () => {},
    );
    expect(routes.pattern("/api/contact")).toBeUndefined();
    expect(routes.allow("/api/contact")).toBe(PAGE_METHODS);
  });
});
