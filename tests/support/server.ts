import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export type RunningServer = {
  url: string;
  port: number;
  dbFile: string;
  process: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/** Starts the production build (build/) on a free port with a temporary database. */
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
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vantora-srv-"));
  const dbFile = path.join(dir, "app.db");
  const asNobody = unprivileged && process.getuid?.() === 0;
  if (asNobody) fs.chmodSync(dir, 0o777);
  let log = "";
  const child = spawn(process.execPath, [path.join(root, "server/index.js")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: dbFile,
      NODE_ENV: "production",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    ...(asNobody ? { uid: 65534, gid: 65534 } : {}),
  });
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${log}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok || waitFor === "listening") break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    dbFile,
    process: child,
    output: () => log,
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
