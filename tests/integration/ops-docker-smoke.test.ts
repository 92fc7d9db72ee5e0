// scripts/docker-smoke.sh replays the Dockerfile in a clean temporary folder (no Docker engine
// on our machines): production dependencies, build, runtime as an unprivileged user, probes.
import { spawn } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

it("the Docker image's steps produce a runtime that serves /healthz and /, passes its HEALTHCHECK and exits 0 on SIGTERM", async () => {
  const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn("bash", [path.join(root, "scripts/docker-smoke.sh")], {
      cwd: root,
      env: process.env,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    const timer = setTimeout(() => process.kill(-child.pid!, "SIGKILL"), 840_000);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
  expect(code, output).toBe(0);
  expect(output).toContain('GET /healthz -> 200 {"status":"ok"}');
  expect(output).toMatch(/GET \/ -> 200, \d+ characters of HTML with the hero heading/);
  expect(output).toContain("HEALTHCHECK command -> exit 0");
  expect(output).toContain("SIGTERM -> clean exit (code 0)");
  expect(output).toMatch(/docker-smoke \[ *\d+s\]: OK$/m);
}, 900_000);
