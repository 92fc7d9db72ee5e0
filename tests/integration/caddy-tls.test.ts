import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { chromiumFlags, chromiumPath } from "../../scripts/chromium.mjs";
import { type RunningServer, startServer } from "../../scripts/start-server.mjs";
import { freePort } from "../support/process";

// The production server behind Debian's Caddy, configured as docs/operations.md shows (plus the
// test's ports, its own CA with `tls internal`, and no admin API), over real TLS: the client
// checks Caddy's certificate against the CA Caddy made, and the browser reaches
// https://www.vantora.example through a host-resolver rule.
const HOST = "www.vantora.example";
const METRICS_TOKEN = "caddy-test-metrics-token-0123456789";
/** The Caddy site block of docs/operations.md, exactly as an operator copies it. */
const documentedSite = /```caddy\n([\s\S]*?)```/.exec(
  fs.readFileSync(path.resolve(import.meta.dirname, "../../docs/operations.md"), "utf8"),
)![1]!;
let server: RunningServer;
let caddy: ChildProcess;
let dir: string;
let httpPort: number;
let httpsPort: number;
let ca: Buffer;
let caddyLog = "";

beforeAll(async () => {
  server = await startServer({
    PUBLIC_URL: `https://${HOST}`,
    TRUST_PROXY: "1",
    GOOGLE_CLIENT_ID: "1234.apps.googleusercontent.com",
    GOOGLE_CLIENT_SECRET: "s3cret",
    CONTACT_RATE_LIMIT: "0",
    METRICS_TOKEN,
  });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "vantora-caddy-"));
  [httpPort, httpsPort] = [await freePort(), await freePort()];
  const caddyfile = path.join(dir, "Caddyfile");
  fs.writeFileSync(
    caddyfile,
    `{
\tadmin off
\thttp_port ${httpPort}
\thttps_port ${httpsPort}
\tskip_install_trust
\tstorage file_system ${path.join(dir, "data")}
}

${documentedSite.replaceAll("127.0.0.1:3000", `127.0.0.1:${server.port}`).replace(`${HOST} {\n`, `${HOST} {\n\ttls internal\n`)}`,
  );
  caddy = spawn("caddy", ["run", "--config", caddyfile, "--adapter", "caddyfile"], {
    env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    stdio: ["ignore", "ignore", "pipe"],
  });
  caddy.stderr?.on("data", (d) => (caddyLog += d));
  // Caddy makes its CA and the site's certificate at start; ready once a TLS handshake succeeds.
  const rootCert = path.join(dir, "data/pki/authorities/local/root.crt");
  const running = () => {
    if (caddy.exitCode !== null) throw new Error(`caddy exited with ${caddy.exitCode}: ${caddyLog}`);
  };
  ca = await vi.waitFor(
    () => {
      running();
      return fs.readFileSync(rootCert);
    },
    { timeout: 30_000, interval: 100 },
  );
  await vi.waitFor(
    async () => {
      running();
      expect((await tls("/robots.txt")).status).toBe(200);
    },
    { timeout: 30_000, interval: 100 },
  );
}, 150_000);

afterAll(async () => {
  if (caddy && caddy.exitCode === null) {
    caddy.kill("SIGTERM");
    await new Promise((resolve) => caddy.once("exit", resolve));
  }
  await server?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A request to Caddy's https port as a browser sends it to https://www.vantora.example, chain verified. */
function tls(target: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = https.request(
      {
        host: "127.0.0.1",
        port: httpsPort,
        servername: HOST,
        ca,
        path: target,
        method: init.method ?? "GET",
        headers: { host: HOST, ...init.headers },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end(init.body);
  });
}

/** A plain-http request to Caddy's http port for the public host (fetch cannot set Host). */
const plain = (target: string) =>
  new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: httpPort, path: target, headers: { host: HOST } }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      })
      .on("error", reject);
  });

describe("behind Caddy with real TLS", () => {
  it("serves the site over TLS with a certificate for the public host from Caddy's CA, with HSTS", async () => {
    const res = await tls("/pricing");
    expect(res.status).toBe(200);
    expect(res.body).toContain(`<link rel="canonical" href="https://${HOST}/pricing"`);
    expect(res.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    expect(String(res.headers["content-security-policy"])).toContain("upgrade-insecure-requests");
    // A certificate the client does not trust is refused: the test is really checking the chain.
    await expect(
      new Promise((resolve, reject) =>
        https
          .get({ host: "127.0.0.1", port: httpsPort, servername: HOST, headers: { host: HOST } }, resolve)
          .on("error", reject),
      ),
    ).rejects.toThrow(/certificate/i);
  });

  it("sends plain http to https with 308, path and query kept", async () => {
    const res = await plain("/pricing?plan=pro");
    expect(res.status).toBe(308);
    expect(res.location).toBe(`https://${HOST}/pricing?plan=pro`);
  });

  it("health checks: Caddy redirects /healthz on http too, so the balancer asks the app's own address", async () => {
    // What docs/operations.md says: behind Caddy every http request is redirected, /healthz
    // included; the app itself (bound to 127.0.0.1) answers it on plain http.
    expect((await plain("/healthz")).status).toBe(308);
    const direct = await fetch(`${server.url}/healthz`);
    expect(direct.status).toBe(200);
    expect(await direct.json()).toMatchObject({ status: "ok" });
  });

  it.each([
    "/metrics",
    "/metrics/",
    "/METRICS",
    "/Metrics/",
    "/metrics?format=text",
    "/healthz",
    "/healthz/",
    "/HEALTHZ",
    "/healthz?full=1",
    "/%6detrics",
  ])("%s is 404 on the public name, even with the metrics token", async (target) => {
    const res = await tls(target, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(404);
    expect(res.body).not.toContain("vantora_");
    expect(res.body).not.toContain('"status"');
  });

  it("/metrics and /healthz answer on the app's own address, where Prometheus and the balancer ask", async () => {
    const metrics = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain("vantora_");
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    // Everything else still goes through.
    expect((await tls("/pricing")).status).toBe(200);
    // A neighbour of the hidden paths is the app's own 404 page, not Caddy's empty one.
    const neighbour = await tls("/metrics-and-more");
    expect(neighbour.status).toBe(404);
    expect(neighbour.body).toContain("<html");
  });

  it("starts Google sign-in with the https redirect URI and a Secure, HttpOnly state cookie", async () => {
    const res = await tls("/api/auth/login");
    expect(res.status).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(location.origin).toBe("https://accounts.google.com");
    expect(location.searchParams.get("redirect_uri")).toBe(`https://${HOST}/api/auth/callback`);
    const cookies = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookies.join("\n")).toMatch(/HttpOnly/i);
  });

  it("takes the no-JS contact form from a browser over https and stores the lead", async () => {
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [...chromiumFlags, `--host-resolver-rules=MAP ${HOST} 127.0.0.1:${httpsPort}`],
    });
    try {
      // Caddy's local CA is not in Chromium's store; the chain itself is checked by the tests above.
      const context = await browser.newContext({ javaScriptEnabled: false, ignoreHTTPSErrors: true });
      const page = await context.newPage();
      await page.goto(`https://${HOST}/#contact`);
      const form = page.locator("#contact form");
      const field = (name: string) => form.locator(`[name="${name}"]`);
      await field("fullName").fill("Maya Okafor");
      await field("email").fill("maya.tls@northpeak.example");
      await field("companyName").fill("Northpeak");
      await field("description").fill("Sent through Caddy over TLS without JavaScript");
      await Promise.all([page.waitForURL(/contact=sent/), form.locator('button[type="submit"]').click()]);
      expect(new URL(page.url()).origin).toBe(`https://${HOST}`);
      const db = new Database(server.dbFile, { readonly: true });
      const row = db
        .prepare("select message from contact_submissions where email = ?")
        .get("maya.tls@northpeak.example") as { message: string } | undefined;
      db.close();
      expect(row?.message).toBe("Sent through Caddy over TLS without JavaScript");
    } finally {
      await browser.close();
    }
  });
});
