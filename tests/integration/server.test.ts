import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer, startServerExpectingRefusal } from "../../scripts/start-server.mjs";

const root = path.resolve(import.meta.dirname, "../..");
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

function expectSecurityHeaders(res: Response) {
  const csp = res.headers.get("content-security-policy") ?? "";
  // A nonce on per-request renders, the inline scripts' hashes on build-time pages (static-pages.test.ts).
  expect(csp).toMatch(/script-src ('nonce-[A-Za-z0-9+/=]{16,}' |('sha256-[A-Za-z0-9+/=]{44}' )*)'strict-dynamic'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("permissions-policy")).toContain("camera=()");
  expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  expect(res.headers.get("x-powered-by")).toBeNull();
}

describe("production server", () => {
  it("sends the security headers on a page rendered per request, with the nonce on every script", async () => {
    const res = await fetch(`${server.url}/?contact=sent`);
    expect(res.status).toBe(200);
    expectSecurityHeaders(res);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy")!)![1];
    const html = await res.text();
    // JSON-LD data blocks are not executed, so script-src (and the nonce) does not apply to them.
    const scripts = html.match(/<script\b(?![^>]*application\/ld\+json)[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // A fresh nonce per request.
    const again = await fetch(`${server.url}/?contact=sent`);
    expect(again.headers.get("content-security-policy")).not.toContain(nonce);
  });

  it("sends a hashed asset the subresource set (nosniff, CORP), cached for a year as immutable", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)![0];
    const res = await fetch(`${server.url}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(res.headers.get("x-powered-by")).toBeNull();
    // Document-only policies (CSP, frames, referrer, permissions, opener) are not sent on subresources.
    expect(res.headers.get("content-security-policy")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("sends them on a resource route and on the 404 page", async () => {
    const api = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "x",
    });
    expect(api.status).toBe(415);
    expectSecurityHeaders(api);
    const missing = await fetch(`${server.url}/no/such/page`);
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing);
    const html = await missing.text();
    expect(html).toContain("404 Page Not Found");
    expect(html).toContain("Did you forget to add the page to the router?");
  });

  it("compresses documents", async () => {
    const res = await fetch(`${server.url}/`, { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
  });

  it("answers /healthz while the database answers", async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", renders: { active: 0, limit: 16, queued: 0, shed: 0 } });
    expectSecurityHeaders(res);
  });

  it("redirects unknown features and integrations, logging the integration", async () => {
    const feature = await fetch(`${server.url}/features/teleportation`, { redirect: "manual" });
    expect(feature.status).toBe(302);
    expect(feature.headers.get("location")).toBe("/features");
    const channel = await fetch(`${server.url}/integrations/myspace`, { redirect: "manual" });
    expect(channel.status).toBe(302);
    expect(channel.headers.get("location")).toBe("/integrations");
    await server.waitForOutput(/"slug":"myspace".*unknown integration requested/);
  });

  it("never logs the token query parameter", async () => {
    await fetch(`${server.url}/?token=super-secret-token-value`);
    // The request's log line is written when its response finishes.
    await server.waitForOutput(/"url":"\/\?token=\[redacted\]"/);
    expect(server.output()).not.toContain("super-secret-token-value");
  });

  it("keeps the admin's landing URL out of Referer headers and caches, with one Referrer-Policy value", async () => {
    const landing = await fetch(`${server.url}/?token=abc`);
    expect(landing.headers.get("referrer-policy")).toBe("no-referrer");
    expect(landing.headers.get("cache-control")).toBe("no-store");
    const callback = await fetch(`${server.url}/api/auth/callback?code=x&state=y`, { redirect: "manual" });
    expect(callback.status).toBe(302);
    expect(callback.headers.get("referrer-policy")).toBe("no-referrer");
    expect(callback.headers.get("cache-control")).toBe("no-store");
    expect(callback.headers.get("location")).not.toContain("token=");
  });

  it("refuses an over-long address with 414", async () => {
    const res = await fetch(`${server.url}/${"a".repeat(5000)}`);
    expect(res.status).toBe(414);
    expect(await res.json()).toEqual({ message: "The requested address is too long." });
  });
});

describe("limits on what a client controls", () => {
  it("refuses oversized headers with 431", async () => {
    const res = await fetch(`${server.url}/`, { headers: { "x-padding": "a".repeat(20_000) } });
    expect(res.status).toBe(431);
  });

  const submit = (url: string, forwardedFor: string) =>
    fetch(`${url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
      body: JSON.stringify({
        fullName: "Maya Okafor",
        email: "maya@northpeak.example",
        companyName: "N",
        description: "Hi",
      }),
    });

  it("does not let an unbelieved X-Forwarded-For dodge the contact limit", async () => {
    const s = await startServer({ CONTACT_RATE_LIMIT: "1" });
    try {
      expect((await submit(s.url, "198.51.100.1")).status).toBe(201);
      const second = await submit(s.url, "198.51.100.2");
      expect(second.status).toBe(429);
      expect(Number(second.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await s.stop();
    }
  });

  it("believes X-Forwarded-For from as many proxies as TRUST_PROXY says", async () => {
    const s = await startServer({ CONTACT_RATE_LIMIT: "1", TRUST_PROXY: "1" });
    try {
      expect((await submit(s.url, "198.51.100.1")).status).toBe(201);
      expect((await submit(s.url, "198.51.100.2")).status).toBe(201);
      expect((await submit(s.url, "198.51.100.2")).status).toBe(429);
    } finally {
      await s.stop();
    }
  });
});

describe("start-up checks", () => {
  it("stops with a message naming the variable when a setting is wrong", () => {
    const run = spawnSync(process.execPath, ["server/index.js"], {
      cwd: root,
      env: { ...process.env, PORT: "not-a-port", DATABASE_URL: ":memory:" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toMatch(/^Invalid environment variable PORT: .+ \(got "not-a-port"\)$/);
  });

  it("stops with one line, never a stack trace, when the port is taken, HOST is no address here or there is no build", async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const port = String((taken.address() as net.AddressInfo).port);
    const run = (env: Record<string, string>) =>
      spawnSync(process.execPath, ["server/index.js"], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: ":memory:", HOST: "127.0.0.1", PORT: "0", ...env },
        encoding: "utf8",
        // A margin for a loaded machine (a start took 17–25 s there, and more than 30 s once).
        timeout: 90_000,
      });
    try {
      for (const [env, line] of [
        [
          { PORT: port },
          new RegExp(`^Port ${port} on 127\\.0\\.0\\.1 is already in use: stop the other server or set PORT\\.$`),
        ],
        [{ HOST: "203.0.113.99" }, /^HOST 203\.0\.113\.99 is not an address of this machine \(EADDRNOTAVAIL\)/],
        [
          { BUILD_DIR: "build-that-does-not-exist" },
          /^No production build at .*build-that-does-not-exist: run `npm run build` first/,
        ],
      ] as const) {
        const result = run(env);
        expect(result.status, JSON.stringify(env)).toBe(1);
        expect(result.stderr.trim().split("\n"), JSON.stringify(env)).toHaveLength(1);
        expect(result.stderr.trim()).toMatch(line);
      }
    } finally {
      taken.close();
    }
  });

  it("logs its version, applied migrations and configuration at start, without secrets", async () => {
    const server = await startServer({
      GOOGLE_CLIENT_ID: "1234.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "very-secret-value",
      ADMIN_EMAILS: "ops@vantora.example",
    });
    try {
      const line = server
        .output()
        .split("\n")
        .find((l) => l.includes("Vantora starting"));
      expect(line).toBeDefined();
      const entry = JSON.parse(line!);
      const { version } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
      expect(entry.version).toBe(version);
      // The commit the build was made from, fixed at build time (the test builds from this checkout).
      const commit = execFileSync("git", ["rev-parse", "--short=12", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
      expect(commit).toMatch(/^[0-9a-f]{12}$/);
      expect(entry.commit).toMatch(/^([0-9a-f]{12}|unknown)$/);
      // The same release in /healthz and in /metrics' vantora_build_info gauge.
      const health = await (await fetch(`${server.url}/healthz`)).json();
      expect(health.release).toEqual({ version, commit: entry.commit });
      expect(entry.migrations).toEqual([
        "0001_initial",
        "0002_lead_notifications",
        "0003_attribution",
        "0004_lead_desk",
        "0005_outbox_channel",
        "0006_submission_key",
        "0007_lead_key",
        "0008_insights",
        "0009_newsletter",
      ]);
      expect(entry.config).toMatchObject({ signIn: "google", admins: 1, leadEmail: "off", webhook: "off" });
      expect(server.output()).not.toContain("very-secret-value");
    } finally {
      await server.stop();
    }
  });

  it("an older release on a database a newer one migrated stops with one line saying what to do", async () => {
    const first = await startServer();
    await first.stop();
    const db = new Database(first.dbFile);
    db.prepare("insert into kysely_migration (name, timestamp) values (?, ?)").run(
      "0099_from_the_future",
      new Date().toISOString(),
    );
    db.close();
    const refused = await startServerExpectingRefusal({ DATABASE_URL: first.dbFile });
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split("\n")).toHaveLength(1);
    expect(refused.stderr.trim()).toMatch(
      /^The database was migrated by a newer release of Vantora \(it has 0099_from_the_future, which this release does not know\)/,
    );
  });

  it("loads and warms the server build before it listens", async () => {
    const server = await startServer();
    try {
      const log = server.output();
      expect(log.indexOf("server build loaded and warmed up")).toBeGreaterThanOrEqual(0);
      expect(log.indexOf("server build loaded and warmed up")).toBeLessThan(log.indexOf("Vantora listening"));
    } finally {
      await server.stop();
    }
  });

  it("refuses to start on Node older than 22.12 with a one-line explanation", () => {
    const oldNode = ["/usr/bin/node", "/usr/local/bin/node"].find((p) => {
      if (!fs.existsSync(p)) return false;
      const v = spawnSync(p, ["--version"], { encoding: "utf8" }).stdout.trim();
      return /^v(1\d|20|21)\./.test(v);
    });
    // Without an old Node on this machine, simulate one by overriding the reported version.
    const run = oldNode
      ? spawnSync(oldNode, ["server/index.js"], { cwd: root, encoding: "utf8", timeout: 20_000 })
      : spawnSync(
          process.execPath,
          [
            "--import",
            "data:text/javascript,Object.defineProperty(process.versions,'node',{value:'20.11.0'})",
            "server/index.js",
          ],
          { cwd: root, encoding: "utf8", timeout: 20_000 },
        );
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Vantora needs Node\.js 22\.12 or newer/);
  });

  it("finishes an in-flight request, then exits cleanly on SIGTERM", async () => {
    const s = await startServer();
    const body = JSON.stringify({
      fullName: "Maya Okafor",
      email: "m@x.example",
      companyName: "N",
      description: "slow body",
    });
    // A raw request that asks before sending its body: the server's "100 Continue" says the
    // request is in flight, so SIGTERM arrives in the middle of it without guessing a delay.
    const socket = net.connect(s.port, "127.0.0.1");
    let received = "";
    const answered = new Promise<string>((resolve) => {
      socket.on("data", (d) => (received += d));
      socket.on("end", () => resolve(received));
    });
    const continued = new Promise<void>((resolve) =>
      socket.on("data", () => received.includes("100 Continue") && resolve()),
    );
    socket.write(
      [
        "POST /api/contact HTTP/1.1",
        "Host: 127.0.0.1",
        "Content-Type: application/json",
        `Content-Length: ${Buffer.byteLength(body)}`,
        "Expect: 100-continue",
        "Connection: close",
        "",
        "",
      ].join("\r\n"),
    );
    await continued;
    const exit = s.stop("SIGTERM");
    await s.waitForOutput(/shutting down/);
    // write, not end: a client that half-closes its side is one that left (Node aborts the
    // request on FIN), and a queued write no longer starts in the turn that read its body.
    socket.write(body);
    expect(await answered).toMatch(/HTTP\/1\.1 201 Created/);
    expect(await exit).toBe(0);
    expect(s.output()).toContain("shutdown complete");
  });
});
