import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export type RunningServer = {
  url: string;
  port: number;
  dbFile: string;
  process: ChildProcess;
  output: () => string;
  /** Resolves once the server's output matches `pattern` (a log line is written after its response). */
  waitForOutput: (pattern: RegExp) => Promise<void>;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/** The port in the server's "Vantora listening" log line (server/run.js logs it whatever LOG_LEVEL is). */
const LISTENING = /"port":(\d+)[^\n]*Vantora listening/;

/**
 * Starts the production build (BUILD_DIR, default build/) with a temporary database. The server
 * listens on port 0 and the harness reads the port the OS gave it from its 'listening' log line,
 * so two servers can never race for one port. `healthy` also checks /healthz once.
 */
export async function startServer(
  env: Record<string, string> = {},
  {
    waitFor = "healthy",
    unprivileged = false,
  }: {
    waitFor?: "healthy" | "listening";
    /** Run as nobody when the tests run as root, so file permissions apply to the server. */
    unprivileged?: boolean;
  } = {},
): Promise<RunningServer> {
  const root = path.resolve(import.meta.dirname, "../..");
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
  if (!fs.existsSync(path.join(buildDir, "server/index.js")))
    throw new Error("Run `npm run build` before the integration tests");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vantora-srv-"));
  const dbFile = path.join(dir, "app.db");
  const asNobody = unprivileged && process.getuid?.() === 0;
  if (asNobody) fs.chmodSync(dir, 0o777);
  let log = "";
  const waiters = new Set<{ pattern: RegExp; resolve: () => void }>();
  const append = (d: Buffer | string) => {
    log += d;
    for (const waiter of waiters)
      if (waiter.pattern.test(log)) {
        waiters.delete(waiter);
        waiter.resolve();
      }
  };
  const child = spawn(process.execPath, [path.join(root, "server/index.js")], {
    cwd: root,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      DATABASE_URL: dbFile,
      NODE_ENV: "production",
      ...env,
      PORT: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
    ...(asNobody ? { uid: 65534, gid: 65534 } : {}),
  });
  child.stderr?.on("data", append);
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${log}`)), 30_000);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`server exited early (${code}):\n${log}`));
    };
    child.once("exit", onExit);
    child.stdout?.on("data", (d) => {
      append(d);
      const match = LISTENING.exec(log);
      if (!match) return;
      clearTimeout(timer);
      child.off("exit", onExit);
      resolve(Number(match[1]));
    });
  });
  const url = `http://127.0.0.1:${port}`;
  if (waitFor === "healthy") {
    const res = await fetch(`${url}/healthz`);
    if (!res.ok) throw new Error(`server is not healthy (${res.status}):\n${log}`);
  }
  return {
    url,
    port,
    dbFile,
    process: child,
    output: () => log,
    waitForOutput: (pattern) =>
      new Promise((resolve) => {
        if (pattern.test(log)) return resolve();
        waiters.add({ pattern, resolve });
      }),
    stop: (signal = "SIGTERM") =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once("exit", (code) => resolve(code));
        child.kill(signal);
      }),
  };
}

/** Starts the production build with `env` and waits for it to exit (a refused configuration). */
export async function startServerExpectingRefusal(env: Record<string, string>, timeoutMs = 20_000) {
  const root = path.resolve(import.meta.dirname, "../..");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vantora-srv-"));
  const child = spawn(process.execPath, [path.join(root, "server/index.js")], {
    cwd: root,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATABASE_URL: path.join(dir, "app.db"), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (d) => (stdout += d));
  child.stderr?.on("data", (d) => (stderr += d));
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  clearTimeout(timer);
  return { code, stdout, stderr };
}
