// scripts/docker-smoke.sh replays the Dockerfile in a clean temporary folder (no Docker engine
// on our machines): production dependencies, build, runtime as an unprivileged user, probes.
import path from "node:path";
import { expect, it } from "vitest";
import { repoRoot, runProcess } from "../support/process";

it("the Docker image's steps produce a runtime that serves /healthz and /, passes its HEALTHCHECK and exits 0 on SIGTERM", async () => {
  const { code, output } = await runProcess("bash", [path.join(repoRoot, "scripts/docker-smoke.sh")], 840_000);
  expect(code, output).toBe(0);
  expect(output).toContain('GET /healthz -> 200 {"status":"ok"}');
  expect(output).toMatch(/GET \/ -> 200, \d+ characters of HTML with the hero heading/);
  expect(output).toContain("HEALTHCHECK command -> exit 0");
  expect(output).toContain("SIGTERM -> clean exit (code 0)");
  expect(output).toMatch(/docker-smoke \[ *\d+s\]: OK$/m);
}, 900_000);
