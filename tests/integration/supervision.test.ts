import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startServer } from "../../scripts/start-server.mjs";

// A process an operator can supervise: the signal a supervisor sends to the one PID it knows
// reaches the server, which finishes and exits 0, leaving nothing behind.
const root = path.resolve(import.meta.dirname, "../..");
const unitFile = path.join(root, "docs/deploy/vantora.service");

/** Whether anything still accepts connections on the port. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

describe("supervision", () => {
  it("npm start: SIGTERM to the npm process shuts the server down cleanly, nothing orphaned", async () => {
    const server = await startServer({}, { command: ["npm", "start"] });
    expect(await listening(server.port)).toBe(true);
    const code = await server.stop("SIGTERM", 30_000);
    expect(code).toBe(0);
    expect(server.output()).toContain('"signal":"SIGTERM","msg":"shutting down: finishing in-flight requests"');
    expect(server.output()).toContain('"msg":"shutdown complete"');
    expect(await listening(server.port)).toBe(false);
  });

  it("the systemd unit in docs/deploy is valid, and the command it runs stops on its KillSignal in time", async () => {
    const shipped = fs.readFileSync(unitFile, "utf8");
    // The unit names its Node by an absolute path (never /usr/bin/env node, which runs whatever
    // PATH finds first), and the docs say to put one's own Node 24 there: done here with this
    // test's Node, as an operator would, and verified as installed.
    const [shippedExec] = [...shipped.matchAll(/^ExecStart=(\S+) (.*)$/gm)];
    expect(shippedExec?.[1]).toMatch(/^\/(?!usr\/bin\/env$)\S*\/node$/);
    expect(shippedExec?.[2]).toBe("server/index.js");
    const unitDir = fs.mkdtempSync(path.join(os.tmpdir(), "vantora-unit-file-"));
    const installed = path.join(unitDir, "vantora.service");
    const unit = shipped.replace(`ExecStart=${shippedExec![1]} `, `ExecStart=${process.execPath} `);
    fs.writeFileSync(installed, unit);
    const verify = spawnSync("systemd-analyze", ["verify", installed], { encoding: "utf8" });
    expect(verify.error).toBeUndefined();
    expect(verify.stdout + verify.stderr).toBe("");
    expect(verify.status).toBe(0);

    // Run what systemd would: ExecStart in WorkingDirectory (here the checkout) with the unit's
    // Environment= lines, then KillSignal, and the exit must come before TimeoutStopSec.
    const directive = (name: string) => [...unit.matchAll(new RegExp(`^${name}=(.*)$`, "gm"))].map((m) => m[1]!);
    const environment = Object.fromEntries(
      directive("Environment").map((line) => line.split(/=(.*)/s).slice(0, 2) as [string, string]),
    );
    expect(environment).toMatchObject({ NODE_ENV: "production", HOST: "127.0.0.1" });
    const [execStart] = directive("ExecStart");
    const [killSignal] = directive("KillSignal");
    const timeoutStop = Number(directive("TimeoutStopSec")[0]);
    const dbDir = fs.mkdtempSync(path.join(os.tmpdir(), "vantora-unit-"));
    const server = await startServer(
      { ...environment, DATABASE_URL: path.join(dbDir, "app.db") },
      { command: execStart!.split(" ") as [string, ...string[]] },
    );
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const stopped = performance.now();
    expect(await server.stop(killSignal as NodeJS.Signals, timeoutStop * 1000)).toBe(0);
    expect((performance.now() - stopped) / 1000).toBeLessThan(timeoutStop);
    expect(server.output()).toContain('"msg":"shutdown complete"');
    fs.rmSync(dbDir, { recursive: true, force: true });
    fs.rmSync(unitDir, { recursive: true, force: true });
  });

  it("systemd-analyze verify refuses the unit when its Node path is not there", () => {
    // What an operator who skipped the Node step sees before starting anything.
    const unitDir = fs.mkdtempSync(path.join(os.tmpdir(), "vantora-unit-file-"));
    const installed = path.join(unitDir, "vantora.service");
    const missing = path.join(unitDir, "no-node-here/bin/node");
    fs.writeFileSync(installed, fs.readFileSync(unitFile, "utf8").replace(/^ExecStart=\S+ /m, `ExecStart=${missing} `));
    const verify = spawnSync("systemd-analyze", ["verify", installed], { encoding: "utf8" });
    expect(verify.stdout + verify.stderr).toContain(missing);
    expect(verify.status).not.toBe(0);
    fs.rmSync(unitDir, { recursive: true, force: true });
  });
});
