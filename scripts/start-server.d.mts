import type { ChildProcess } from "node:child_process";

export type StartOptions = {
  /** "healthy" (default) also waits for /healthz to answer 200; "listening" only for the port. */
  waitFor?: "healthy" | "listening";
  /** The SQLite file; default: app.db in a fresh temporary folder. */
  dbFile?: string;
  /** Default 0: the OS picks a free port. A fixed port is for a restart on the same address. */
  port?: number;
  /** Run as nobody when the tests run as root, so file permissions apply to the server. */
  unprivileged?: boolean;
  /** How to start it (default: node server/index.js), e.g. ["npm", "start"] as an operator would. */
  command?: [string, ...string[]];
  /** The working directory (default: the checkout), where the server looks for a `.env`. */
  cwd?: string;
  /** Give up when the server has not logged its port after this long (default 90 s). */
  startTimeoutMs?: number;
};

export type RunningServer = {
  url: string;
  port: number;
  dbFile: string;
  child: ChildProcess;
  /** Resolves whenever the process ends, expected or not. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  alive: () => boolean;
  /** Everything the server wrote to stdout and stderr (the last 4 MB). */
  output: () => string;
  /** Resolves once the output matches `pattern` (a log line is written after its response). */
  waitForOutput: (pattern: RegExp) => Promise<void>;
  /** Sends `signal` (SIGKILL after `timeoutMs`) and resolves with the exit code (null when killed by a signal). */
  stop: (signal?: NodeJS.Signals, timeoutMs?: number) => Promise<number | null>;
};

export const buildDir: string;
export function tempDbFile(tag?: string): string;
export function startServer(env?: Record<string, string>, options?: StartOptions): Promise<RunningServer>;
export function startServerExpectingRefusal(
  env: Record<string, string>,
  timeoutMs?: number,
  cwd?: string,
): Promise<{ code: number | null; stdout: string; stderr: string }>;
