import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../../scripts/start-server.mjs";

// Errors outside React Router, sent as raw bytes the way an attacker or a broken client would.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ LOG_LEVEL: "info" });
});
afterAll(() => server.stop());

/** Writes `raw` to the server and resolves with everything it answers until it closes. */
function send(raw: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, "127.0.0.1");
    let data = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => (data += chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head = "", ...rest] = data.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: rest.join("\r\n\r\n") });
    });
    socket.write(raw);
  });
}

function expectSecurityHeaders(headers: Record<string, string>) {
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).toContain("default-src 'self'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
}

describe("errors are ours", () => {
  it("POST, PUT, PATCH, DELETE or OPTIONS to a page answers 405 with Allow: GET, HEAD and writes no stack trace", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
      const res = await fetch(`${server.url}/about?scan=${method}`, { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get("allow"), method).toBe("GET, HEAD");
    }
    await server.waitForOutput(/scan=OPTIONS/);
    expect(server.output()).not.toMatch(/^\s+at /m);
    expect(server.output()).not.toMatch(/did not provide an `action`/);
  });

  it.each(["TRACE", "CONNECT", "PROPFIND", "MKCOL"])("%s answers 405 with Allow, never 500", async (method) => {
    const target = method === "CONNECT" ? "127.0.0.1:80" : "/";
    const res = await send(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    expect(res.status, method).toBe(405);
    expectSecurityHeaders(res.headers);
    expect(res.headers.allow).toContain("GET");
  });

  it.each([
    [
      "an absolute-URL request line",
      "GET http://evil.example/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
    ],
    ["an asterisk target", "GET * HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"],
    ["HTTP/1.0 without Host", "GET / HTTP/1.0\r\n\r\n"],
    ["HTTP/1.1 without Host", "GET / HTTP/1.1\r\nConnection: close\r\n\r\n"],
    ["a malformed request line", "GET /\x01 nonsense\r\n\r\n"],
    ["a broken header", "GET / HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n"],
  ])("%s answers 400 with the security headers", async (_name, raw) => {
    const res = await send(raw);
    expect(res.status).toBe(400);
    expectSecurityHeaders(res.headers);
  });

  // Issue #30 item 6: hosts the shape check took but the URL parser refuses answered 500 on
  // per-request pages (TypeError: Failed to parse URL). A per-request page (a query that is not
  // tracking) and the contact API both reach React Router.
  const MALFORMED_HOSTS = [
    "example.com:99999",
    "example.com:65536",
    "256.1.1.1",
    "999.999.999.999",
    "1.2.3.4.5",
    "[::1]:99999",
    "[::1",
    "[not-ipv6]",
    "example..com",
    "-example.com",
    "exa mple.com",
    "example.com:",
    "example.com:80:80",
    "user@example.com",
  ];
  it.each(MALFORMED_HOSTS)("Host %s answers 400 on every kind of page, never 500", async (host) => {
    for (const target of ["/pricing?view=1", "/", "/no-such-page", "/api/contact-submissions"]) {
      const res = await send(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(res.status, `${host} ${target}`).toBe(400);
      expectSecurityHeaders(res.headers);
    }
  });

  it.each(["example.com", "example.com:65535", "127.0.0.1:3000", "[::1]:8080", "www.example.com."])(
    "Host %s is served",
    async (host) => {
      const res = await send(`GET /pricing?view=1 HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(res.status, host).toBe(200);
    },
  );

  it("a malformed host leaves no stack and no 500 in the log", async () => {
    await send("GET /pricing?view=host-log HTTP/1.1\r\nHost: 256.1.1.1\r\nConnection: close\r\n\r\n");
    await server.waitForOutput(/view=host-log/);
    expect(server.output()).not.toMatch(/Failed to parse URL/);
    expect(server.output()).not.toMatch(/"statusCode":500/);
  });

  it("Allow on every 405 lists exactly the methods that work at that address", async () => {
    const addresses = [
      "/about",
      "/api/contact",
      "/api/auth/login",
      "/api/auth/callback",
      "/api/auth/logout",
      "/sitemap.xml",
    ];
    for (const address of addresses) {
      const traced = await send(`TRACE ${address} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      expect(traced.status, address).toBe(405);
      const allow = traced.headers.allow!.split(", ");
      for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]) {
        const res = await fetch(`${server.url}${address}`, { method, redirect: "manual" });
        // A listed method is answered (perhaps 401, 400 or 503, never 405); any other gets 405 with the same list.
        if (allow.includes(method)) expect(res.status, `${method} ${address}`).not.toBe(405);
        else {
          expect(res.status, `${method} ${address}`).toBe(405);
          expect(res.headers.get("allow"), `${method} ${address}`).toBe(traced.headers.allow);
        }
      }
    }
  });

  it("any method on an address nothing serves answers 404, never 405", async () => {
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS"])
      expect((await fetch(`${server.url}/no-such-page`, { method })).status, method).toBe(404);
    const traced = await send("TRACE /no-such-page HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    expect(traced.status).toBe(404);
    expectSecurityHeaders(traced.headers);
  });

  it("an unknown method on an API path answers JSON", async () => {
    const res = await send("TRACE /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    expect(res.status).toBe(405);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(JSON.parse(res.body)).toEqual({ message: "TRACE is not allowed here." });
  });

  it("writes one JSON line per refused request and no stack traces", async () => {
    const malformedBefore = server.output().split("malformed request refused").length;
    for (let i = 0; i < 20; i++)
      await send(`TRACE /trace-probe-${i} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    await send("GET /\x01 nonsense\r\n\r\n");
    const malformed = () => server.output().split("malformed request refused").length - malformedBefore;
    await expect.poll(() => server.output().includes("/trace-probe-19") && malformed() > 0).toBe(true);
    const lines = server.output().split("\n");
    for (let i = 0; i < 20; i++) {
      const mine = lines.filter((l) => l.includes(`"/trace-probe-${i}"`));
      expect(mine).toHaveLength(1);
      expect(JSON.parse(mine[0]!)).toMatchObject({ res: { statusCode: 404 } });
    }
    expect(malformed()).toBe(1);
    for (const line of lines.filter(Boolean)) expect(() => JSON.parse(line), line).not.toThrow();
    expect(server.output()).not.toMatch(/^\s+at /m);
  });
});
