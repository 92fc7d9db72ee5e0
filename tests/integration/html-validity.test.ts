import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import vnuJar from "vnu-jar";
import { publicPaths } from "~/lib/public-paths";
import { type RunningServer, startServer } from "../../scripts/start-server.mjs";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

describe("valid HTML", () => {
  it("the W3C Nu checker finds no error on any public page nor on the 404 page", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vantora-vnu-"));
    const files: string[] = [];
    for (const p of [...publicPaths(), "/no-such-page"]) {
      const file = path.join(dir, `${p === "/" ? "home" : p.slice(1).replaceAll("/", "-")}.html`);
      fs.writeFileSync(file, await (await fetch(`${server.url}${p}`)).text());
      files.push(file);
    }
    // One JVM for all the pages; the report is JSON on stderr.
    const run = spawnSync("java", ["-jar", String(vnuJar), "--errors-only", "--format", "json", ...files], {
      encoding: "utf8",
      timeout: 120_000,
    });
    fs.rmSync(dir, { recursive: true, force: true });
    const report = JSON.parse(run.stderr) as { messages: { type: string; url: string; message: string }[] };
    const errors = report.messages
      .filter((m) => m.type === "error")
      .map((m) => `${path.basename(m.url)}: ${m.message}`);
    expect(errors).toEqual([]);
    expect(files).toHaveLength(publicPaths().length + 1);
  }, 180_000);
});
