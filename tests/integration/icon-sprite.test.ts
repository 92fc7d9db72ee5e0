import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicPaths } from "~/lib/public-paths";
import { type RunningServer, startServer } from "../../scripts/start-server.mjs";
import { NOT_FOUND_PATH } from "../../server/build-time/prerender";

// The icon sprite as browsers meet it: through the <use href> of the built pages.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

const SPRITE = /^\/assets\/icons-([\w-]{8})\.svg$/;

/** Every <use href> of a page, split into the file and the symbol. */
async function references(urlPath: string) {
  const html = await (await fetch(`${server.url}${urlPath}`)).text();
  return [...html.matchAll(/<use href="([^"#]*)#([^"]+)"/g)].map((m) => ({ file: m[1] ?? "", symbol: m[2] ?? "" }));
}

describe("the icon sprite", () => {
  it("is one hashed, immutable SVG with a symbol for every icon every page draws", async () => {
    const pages = [...publicPaths(), NOT_FOUND_PATH];
    const refs = (
      await Promise.all(pages.map(async (page) => (await references(page)).map((r) => ({ page, ...r }))))
    ).flat();
    // Build-time pages and a page rendered per request (a query the build-time copy does not cover).
    refs.push(...(await references("/?page=2")).map((r) => ({ page: "/?page=2", ...r })));
    expect(new Set(refs.map((r) => r.page)).size).toBeGreaterThan(20);

    const files = [...new Set(refs.map((r) => r.file))];
    expect(files).toHaveLength(1);
    const file = files[0] ?? "";
    expect(file).toMatch(SPRITE);

    const res = await fetch(`${server.url}${file}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("cache-control")).toMatch(/\bimmutable\b/);
    const body = await res.text();
    // The name follows the content: a deploy that changes an icon changes the address.
    const hash = crypto.createHash("sha256").update(body).digest("base64url").slice(0, 8);
    expect(file.match(SPRITE)?.[1]).toBe(hash);

    const missing = refs.filter((r) => !body.includes(`<symbol id="${r.symbol}"`)).map((r) => `${r.page}: ${r.symbol}`);
    expect(missing).toEqual([]);
  });
});
