import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../../scripts/start-server.mjs";

// The built server behind a TLS-terminating proxy, which sets X-Forwarded-Proto/-Host/-For
// (fetch cannot set Host itself).
const PUBLIC = "https://www.vantora.example";
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({
    PUBLIC_URL: PUBLIC,
    TRUST_PROXY: "1",
    GOOGLE_CLIENT_ID: "1234.apps.googleusercontent.com",
    GOOGLE_CLIENT_SECRET: "s3cret",
    CONTACT_RATE_LIMIT: "0",
  });
});
afterAll(() => server.stop());

const viaProxy = (proto: "http" | "https", extra: Record<string, string> = {}) => ({
  "X-Forwarded-Proto": proto,
  "X-Forwarded-For": "198.51.100.20",
  "X-Forwarded-Host": "www.vantora.example",
  ...extra,
});
const get = (path: string, headers: Record<string, string>, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, { redirect: "manual", headers, ...init });

describe("HTTPS behind a proxy", () => {
  it("redirects http to https with 308 on the public host, keeping the path and query", async () => {
    for (const headers of [viaProxy("http"), {}]) {
      const res = await get("/pricing?plan=pro", headers);
      expect(res.status).toBe(308);
      expect(res.headers.get("location")).toBe(`${PUBLIC}/pricing?plan=pro`);
    }
    const post = await get("/api/contact", viaProxy("http"), { method: "POST", body: "{}" });
    expect(post.status).toBe(308);
  });

  it("redirects only ever to the public origin, whatever the request target says", async () => {
    // fetch would normalise these targets; a raw client sends them as they are.
    const locationFor = (target: string) =>
      new Promise<string>((resolve) => {
        let answer = "";
        const socket = net.connect(server.port, "127.0.0.1", () =>
          socket.write(
            `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-Proto: http\r\nConnection: close\r\n\r\n`,
          ),
        );
        socket.on("data", (d) => {
          answer += d;
        });
        socket.on("close", () => resolve(/^location: (.*)$/im.exec(answer)?.[1]?.trim() ?? answer.split("\r\n")[0]!));
      });
    for (const target of ["/\\evil.example", "/\\evil.example/path?q=1", "/%5Cevil.example", "/\\/evil.example"]) {
      const location = await locationFor(target);
      expect(new URL(location).origin).toBe(PUBLIC);
    }
  });

  it("leaves /healthz on http for the load balancer", async () => {
    expect((await get("/healthz", {})).status).toBe(200);
  });

  it("sends HSTS for two years with subdomains over https", async () => {
    const res = await get("/", viaProxy("https"));
    expect(res.status).toBe(200);
    expect(res.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(res.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });

  it("the no-JS contact form passes React Router's origin check", async () => {
    const body = new URLSearchParams({
      fullName: "Maya Okafor",
      email: "maya@northpeak.example",
      companyName: "Northpeak",
      description: "Hello from a browser without JavaScript",
    });
    const res = await get(
      "/?index",
      viaProxy("https", { Origin: PUBLIC, "Content-Type": "application/x-www-form-urlencoded" }),
      { method: "POST", body },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/?contact=sent#contact");
  });

  it("the sign-in cookie is Secure", async () => {
    const res = await get("/api/auth/login", viaProxy("https"));
    expect(res.status).toBe(302);
    expect(res.headers.getSetCookie()[0]).toContain("Secure");
  });
});
