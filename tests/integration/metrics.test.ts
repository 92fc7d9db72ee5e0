import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../../scripts/start-server.mjs";
import { freePort } from "../support/process";

// GET /metrics: Prometheus text through prom-client, behind METRICS_TOKEN; validated by Debian's
// promtool and scraped by a real Prometheus that answers a PromQL query.
const TOKEN = "metrics-token-for-the-tests-0123456789";
const lead = { fullName: "Maya Okafor", email: "maya@northpeak.example", companyName: "Northpeak", description: "Hi" };
const postContact = (url: string, body: object) =>
  fetch(`${url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const scrape = async (url: string, token = TOKEN) => {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, type: res.headers.get("content-type"), text: await res.text() };
};
/** The value of one sample line, e.g. `vantora_contact_submissions_total{outcome="201"}`. */
const sample = (text: string, series: string) => {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : undefined;
};

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ METRICS_TOKEN: TOKEN, CONTACT_RATE_LIMIT: "0" });
});
afterAll(() => server?.stop());

describe("/metrics", () => {
  it("is not there without METRICS_TOKEN: 404 like any unknown page", async () => {
    const plain = await startServer();
    try {
      const res = await fetch(`${plain.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain("vantora_");
    } finally {
      await plain.stop();
    }
  });

  it("refuses a missing or wrong token with 401 and says how to send it", async () => {
    const none = await fetch(`${server.url}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
    expect(await none.text()).toContain("Authorization: Bearer <METRICS_TOKEN>");
    expect((await scrape(server.url, `${TOKEN}x`)).status).toBe(401);
    expect((await scrape(server.url, TOKEN.slice(1))).status).toBe(401);
  });

  it("counts contact outcomes, labels requests by route pattern, and reports renders, database, outbox and process", async () => {
    expect((await postContact(server.url, lead)).status).toBe(201);
    expect((await postContact(server.url, { ...lead, website: "https://bot.example" })).status).toBe(201);
    expect((await postContact(server.url, { ...lead, email: "nope" })).status).toBe(400);
    const huge = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...lead, description: "x".repeat(40_000) }),
    });
    expect(huge.status).toBe(413);
    expect((await fetch(`${server.url}/features/inventory-management?utm_source=a${Date.now()}`)).status).toBe(200);
    expect((await fetch(`${server.url}/no/such/page-${Date.now()}`)).status).toBe(404);
    expect((await fetch(`${server.url}/pricing.data`)).status).toBe(200);

    const { status, type, text } = await scrape(server.url);
    expect(status).toBe(200);
    expect(type).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(sample(text, 'vantora_contact_submissions_total{outcome="201"}')).toBe(1);
    // The release that answers, as /healthz names it.
    const { release } = await (await fetch(`${server.url}/healthz`)).json();
    expect(release.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(sample(text, `vantora_build_info{version="${release.version}",commit="${release.commit}"}`)).toBe(1);
    expect(sample(text, 'vantora_contact_submissions_total{outcome="honeypot"}')).toBe(1);
    expect(sample(text, 'vantora_contact_submissions_total{outcome="400"}')).toBe(1);
    expect(sample(text, 'vantora_contact_submissions_total{outcome="413"}')).toBe(1);
    // Route patterns, never raw URLs: the query string and the unknown path leave no label of their own.
    expect(text).toContain('route="/features/:slug",method="GET",status_class="2xx"');
    expect(text).toContain('route="/api/contact",method="POST",status_class="4xx"');
    expect(text).toContain('route="/*",method="GET",status_class="4xx"');
    // A single-fetch data request counts under its page's pattern.
    expect(text).toContain('route="/pricing",method="GET",status_class="2xx"');
    expect(text).not.toMatch(/utm_source|no\/such/);
    expect(sample(text, 'vantora_renders{state="limit"}')).toBe(16);
    expect(sample(text, 'vantora_renders{state="active"}')).toBe(0);
    expect(sample(text, "vantora_database_up")).toBe(1);
    // The outbox's backlog and its oldest age, channel by channel (a webhook backlog shows as an e-mail one does).
    for (const channel of ["email", "webhook"]) {
      expect(sample(text, `vantora_outbox_backlog{channel="${channel}",state="queued"}`)).toBe(0);
      expect(sample(text, `vantora_outbox_oldest_age_seconds{channel="${channel}"}`)).toBe(0);
    }
    expect(sample(text, "vantora_renders_shed_total")).toBe(0);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it("passes promtool check metrics", async () => {
    const { text } = await scrape(server.url);
    const check = spawnSync("promtool", ["check", "metrics"], { input: text, encoding: "utf8" });
    expect(check.error).toBeUndefined();
    expect(check.stderr + check.stdout).toBe("");
    expect(check.status).toBe(0);
  });

  it("is scraped by a real Prometheus, which answers a PromQL query for the contact counter", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vantora-prometheus-"));
    const tokenFile = path.join(dir, "token");
    fs.writeFileSync(tokenFile, TOKEN);
    const target = new URL(server.url).host;
    fs.writeFileSync(
      path.join(dir, "prometheus.yml"),
      [
        "global: { scrape_interval: 1s, scrape_timeout: 1s }",
        "scrape_configs:",
        "  - job_name: vantora",
        `    authorization: { type: Bearer, credentials_file: ${tokenFile} }`,
        `    static_configs: [{ targets: ["${target}"] }]`,
        "",
      ].join("\n"),
    );
    const check = spawnSync("promtool", ["check", "config", path.join(dir, "prometheus.yml")], { encoding: "utf8" });
    expect(check.status, check.stdout + check.stderr).toBe(0);

    const port = await freePort();
    const prometheus = spawn(
      "prometheus",
      [
        `--config.file=${path.join(dir, "prometheus.yml")}`,
        `--storage.tsdb.path=${path.join(dir, "data")}`,
        `--web.listen-address=127.0.0.1:${port}`,
      ],
      { stdio: "ignore" },
    );
    try {
      const before = await postContact(server.url, { ...lead, email: "second@northpeak.example" });
      expect(before.status).toBe(201);
      const query = async () => {
        const url = `http://127.0.0.1:${port}/api/v1/query?query=${encodeURIComponent('sum(vantora_contact_submissions_total{job="vantora",outcome="201"})')}`;
        const body = (await (await fetch(url)).json().catch(() => null)) as {
          data?: { result?: { value: [number, string] }[] };
        } | null;
        return Number(body?.data?.result?.[0]?.value[1] ?? Number.NaN);
      };
      // Prometheus scrapes every second; the counter has 2 once the first scrape after the post lands.
      await expect.poll(() => query().catch(() => Number.NaN), { timeout: 30_000, interval: 250 }).toBe(2);
      const up = await (
        await fetch(`http://127.0.0.1:${port}/api/v1/query?query=${encodeURIComponent('up{job="vantora"}')}`)
      ).json();
      expect(up.data.result[0].value[1]).toBe("1");
    } finally {
      prometheus.kill("SIGTERM");
      await new Promise((resolve) => prometheus.once("exit", resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
