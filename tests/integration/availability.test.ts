import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../../scripts/start-server.mjs";

// No client can take lead capture down: aborted requests, floods, huge bodies, malformed Host
// headers and a full disk, each against the production build.

const lead = (n: number) => ({
  fullName: "Maya Okafor",
  email: `maya${n}@northpeak.example`,
  companyName: "Northpeak",
  description: "Hello",
});

/** Sends raw bytes and resolves with the status line's code ("" when the server closed first). */
function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((resolve) => {
    let answer = "";
    const socket = net.connect(port, "127.0.0.1", () => socket.write(bytes));
    socket.on("data", (d) => {
      answer += d;
    });
    socket.on("close", () => resolve(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? ""));
    socket.on("error", () => {});
  });
}

/**
 * The probe's attack: connect, send a per-request page, close 0–2 ms later, with FIN or RST,
 * sometimes after a second pipelined request or half a POST body, back to back.
 */
async function abortStorm(port: number, count: number) {
  for (let i = 0; i < count; i++) {
    const delay = i % 3;
    const variant = i % 4;
    await new Promise<void>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        const host = `Host: 127.0.0.1:${port}\r\n`;
        if (variant === 2)
          socket.write(`GET /pricing?x=${i} HTTP/1.1\r\n${host}\r\nGET /?x=${i} HTTP/1.1\r\n${host}\r\n`);
        else if (variant === 3)
          socket.write(
            `POST /?index HTTP/1.1\r\n${host}Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 400\r\n\r\nfullName=Slow`,
          );
        else socket.write(`GET /pricing?x=${i} HTTP/1.1\r\n${host}\r\n`);
        const close = () => {
          if (i % 2) socket.resetAndDestroy();
          else socket.end();
        };
        const closeNow = () => {
          close();
          resolve();
        };
        if (delay === 0) closeNow();
        else setTimeout(closeNow, delay);
      });
      socket.on("error", () => resolve());
    });
  }
}

const form = (n: number) => new URLSearchParams(lead(n)).toString();

/** Everything a visitor and the admin need from per-request rendering, with the status each gets. */
async function perRequestStatuses(server: RunningServer, n: number) {
  const origin = { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" };
  const noJs = await fetch(`${server.url}/?index`, {
    method: "POST",
    headers: origin,
    body: form(n),
    redirect: "manual",
  });
  const withJs = await fetch(`${server.url}/_root.data?index`, { method: "POST", headers: origin, body: form(n + 1) });
  await withJs.arrayBuffer();
  return {
    page: (await fetch(`${server.url}/?x=1`)).status,
    pricing: (await fetch(`${server.url}/pricing?x=2`)).status,
    noJsForm: noJs.status,
    jsForm: withJs.status,
    signInLanding: (await fetch(`${server.url}/?token=abc`)).status,
    signInError: (await fetch(`${server.url}/?admin_error=expired`)).status,
  };
}

const countRows = (file: string) => {
  const db = new Database(file, { readonly: true });
  const { n } = db.prepare("select count(*) as n from contact_submissions").get() as { n: number };
  db.close();
  return n;
};

describe("aborted requests never leak a render slot", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ CONTACT_RATE_LIMIT: "0", RENDER_CONCURRENCY: "16" });
  });
  afterAll(() => server?.stop());

  it("after three storms of 300 aborted requests (0, 1 and 2 ms; FIN and RST; pipelined; half bodies) every per-request path answers", async () => {
    const healthy = {
      page: 200,
      pricing: 200,
      noJsForm: 303,
      jsForm: 202, // single fetch's answer to an action that redirects
      signInLanding: 200,
      signInError: 200,
    };
    for (let round = 0; round < 3; round++) {
      await abortStorm(server.port, 300);
      expect(await perRequestStatuses(server, round * 10)).toEqual(healthy);
    }
    // Both forms stored their lead each round: 6 rows, and nothing half-written from the storms.
    expect(countRows(server.dbFile)).toBe(6);
    // A render whose client has gone finishes on its own time; on a loaded machine it may still be
    // running when the last answer arrives. Every slot must come back (a leaked one never would).
    await expect
      .poll(async () => (await fetch(`${server.url}/healthz`)).json(), { timeout: 30_000 })
      .toMatchObject({ status: "ok", renders: { active: 0, queued: 0 } });
  }, 120_000);
});

describe("a flood of per-request pages is shed at once and health stays quick", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ RENDER_CONCURRENCY: "4", RENDER_QUEUE: "4" });
  });
  afterAll(() => server?.stop());

  it("answers 503 with Retry-After beyond the cap and its queue, /healthz within Docker's 4 s, and says it is degraded", async () => {
    const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
    const get = (urlPath: string) =>
      new Promise<{ status: number; retryAfter?: string }>((resolve) => {
        http
          .get({ host: "127.0.0.1", port: server.port, path: urlPath, agent }, (res) => {
            res.resume();
            res.on("end", () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers["retry-after"] }));
          })
          .on("error", () => resolve({ status: 0 }));
      });
    const flood = Array.from({ length: 600 }, (_, i) => get(`/pricing?x=${i}`));
    // A health check from another process, as Docker's would be, while the flood is being served.
    const started = performance.now();
    const healthStatus = execFileSync(
      "curl",
      ["-s", "-o", "/dev/null", "-w", "%{http_code}", `${server.url}/healthz`],
      {
        encoding: "utf8",
        timeout: 10_000,
      },
    );
    const healthMs = performance.now() - started;
    const results = await Promise.all(flood);
    agent.destroy();

    const shed = results.filter((r) => r.status === 503);
    expect(results.every((r) => r.status === 200 || r.status === 503)).toBe(true);
    expect(shed.length).toBeGreaterThan(0);
    expect(shed.every((r) => r.retryAfter === "1")).toBe(true);
    expect(healthStatus).toBe("200");
    expect(healthMs).toBeLessThan(4000);

    const health = await (await fetch(`${server.url}/healthz`)).json();
    expect(health.status).toBe("degraded");
    expect(health.renders.shed).toBe(shed.length);
    await server.waitForOutput(/"shed":\d+[^\n]*renders shed/);
    // Once the flood is over, pages render again.
    expect((await fetch(`${server.url}/pricing?x=done`)).status).toBe(200);
  }, 120_000);

  it("a slow request body holds a socket, never a render slot", async () => {
    const held: net.Socket[] = [];
    // More slow bodies than the 4 slots and 4 queue places together.
    for (let i = 0; i < 10; i++) {
      const socket = net.connect(server.port, "127.0.0.1");
      socket.on("error", () => {});
      socket.write(
        `POST /?index HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 500\r\n\r\nfullName=Slow`,
      );
      held.push(socket);
    }
    try {
      for (let i = 0; i < 5; i++) expect((await fetch(`${server.url}/?contact=sent&n=${i}`)).status).toBe(200);
    } finally {
      for (const socket of held) socket.destroy();
    }
  });
});

describe("bounded bodies, valid hosts", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      GOOGLE_CLIENT_ID: "1234.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "s3cret",
      TRUST_PROXY: "1",
    });
  });
  afterAll(() => server?.stop());

  const rssKb = () => {
    const status = fs.readFileSync(`/proc/${server.child.pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  };

  /** Streams `megabytes` of JSON-ish bytes to `urlPath` without a Content-Length; resolves with the status. */
  function streamBody(urlPath: string, megabytes: number, declared?: number) {
    return new Promise<number>((resolve) => {
      const req = http.request({
        host: "127.0.0.1",
        port: server.port,
        path: urlPath,
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(declared === undefined ? {} : { "content-length": String(declared) }),
        },
      });
      req.on("response", (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", () => resolve(0));
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      let sent = 0;
      const pump = () => {
        while (sent < megabytes * 16) {
          sent += 1;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        req.end();
      };
      pump();
    });
  }

  it("refuses a huge sign-in callback body with 413 while reading it, memory staying flat", async () => {
    const before = rssKb();
    // Streamed without a length: read up to the limit, drained up to 8 MB so the client reads the 413.
    expect(await streamBody("/api/auth/callback", 6)).toBe(413);
    // 600 MB declared, 64 KB sent: refused by the declared length before the rest is read.
    expect(await streamBody("/api/auth/callback", 1 / 16, 600 * 1024 * 1024)).toBe(413);
    expect(await streamBody("/api/contact", 6)).toBe(413);
    // Past the drain the connection is closed: a 300 MB stream ends in a 413 or a reset, never in
    // the server holding it.
    expect([0, 413]).toContain(await streamBody("/api/auth/callback", 300));
    expect(rssKb() - before).toBeLessThan(50 * 1024);
    const small = await fetch(`${server.url}/api/auth/callback`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ code: "x" }),
    });
    expect(small.status).toBe(401);
  }, 120_000);

  it("stores exactly the contact limit of 200 simultaneous posts from one client (SQLite)", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        fetch(`${server.url}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json", "X-Forwarded-For": "198.51.100.71" },
          body: JSON.stringify(lead(i)),
        }).then((res) => res.status),
      ),
    );
    expect(statuses.filter((s) => s === 201).length).toBe(5);
    expect(statuses.filter((s) => s === 429).length).toBe(195);
    expect(countRows(server.dbFile)).toBe(5);
  });

  it("answers 400 to a malformed Host or X-Forwarded-Host, on build-time and per-request pages alike", async () => {
    const port = server.port;
    for (const urlPath of ["/about", "/pricing?x=1", "/api/contact"]) {
      expect(await rawRequest(port, `GET ${urlPath} HTTP/1.1\r\nHost: exa mple\r\nConnection: close\r\n\r\n`)).toBe(
        "400",
      );
      expect(await rawRequest(port, `GET ${urlPath} HTTP/1.1\r\nHost: [::\r\nConnection: close\r\n\r\n`)).toBe("400");
      expect(
        await rawRequest(
          port,
          `GET ${urlPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-Host: a/b@c\r\nConnection: close\r\n\r\n`,
        ),
      ).toBe("400");
    }
    expect(await rawRequest(port, "GET /pricing?x=1 HTTP/1.1\r\nHost: [::1]:80\r\nConnection: close\r\n\r\n")).toBe(
      "200",
    );
  });
});

describe("health when the disk is full (SQLite on a small tmpfs)", () => {
  const mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), "vantora-full-"));
  let server: RunningServer;
  beforeAll(async () => {
    // Tests run as root here and in CI (tmpfs needs it); a failed mount fails this suite loudly.
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=4m", "tmpfs", mountPoint]);
    server = await startServer({ DATABASE_URL: path.join(mountPoint, "app.db"), CONTACT_RATE_LIMIT: "0" });
  });
  afterAll(async () => {
    await server?.stop();
    execFileSync("umount", [mountPoint]);
  });

  const post = (n: number) =>
    fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(lead(n)),
    });

  it("answers 503 while submissions cannot be written, and 200 again once there is room, without a restart", async () => {
    expect((await post(0)).status).toBe(201);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    // Fill the disk to the last byte.
    const filler = path.join(mountPoint, "filler");
    const fd = fs.openSync(filler, "w");
    const block = Buffer.alloc(64 * 1024);
    try {
      for (let size = block.length; size >= 1; size = Math.floor(size / 2)) {
        try {
          for (;;) fs.writeSync(fd, block, 0, size);
        } catch {
          // ENOSPC at this size: go on with smaller writes until not one byte fits
        }
      }
    } finally {
      fs.closeSync(fd);
    }
    const statuses = [];
    for (let i = 1; i <= 20; i++) statuses.push((await post(i)).status);
    const health = [];
    for (let i = 0; i < 8; i++) health.push((await fetch(`${server.url}/healthz`)).status);
    expect(health).toEqual(Array(8).fill(503));
    const body = await (await fetch(`${server.url}/healthz`)).json();
    expect(body.message).toMatch(/disk holding the database is full/);

    fs.rmSync(filler);
    await expect.poll(async () => (await fetch(`${server.url}/healthz`)).status, { timeout: 10_000 }).toBe(200);
    expect((await post(99)).status).toBe(201);
    // Every post the server acknowledged is in the file.
    expect(countRows(path.join(mountPoint, "app.db"))).toBe(2 + statuses.filter((s) => s === 201).length);
  });
});
