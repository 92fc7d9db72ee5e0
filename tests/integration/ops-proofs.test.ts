// The short versions of the proof scripts in bench/ (load, kill -9, hostile input), run against
// the production build as CI runs them. Each script prints a RESULT line with its figures.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot, runProcess } from "../support/process";

// biome-ignore lint/suspicious/noExplicitAny: each proof script prints its own JSON shape
type Outcome = { code: number | null; output: string; result: Record<string, any> };

/** Runs `node bench/<name>.mjs --short` in its own process group (killed whole on timeout). */
async function runBench(name: string, timeoutMs = 150_000): Promise<Outcome> {
  const { code, output } = await runProcess(
    process.execPath,
    [path.join(repoRoot, "bench", `${name}.mjs`), "--short"],
    timeoutMs,
  );
  const line = output.split("\n").find((l) => l.startsWith("RESULT "));
  if (!line) throw new Error(`bench/${name}.mjs printed no RESULT line (exit ${code}):\n${output}`);
  return { code, output, result: JSON.parse(line.slice("RESULT ".length)) };
}

describe("proof scripts (short versions)", () => {
  it("under 20 concurrent clients the home page and the contact endpoint never fail, and every 201 is stored", async () => {
    const { code, output, result } = await runBench("load");
    expect(result.failures, output).toEqual([]);
    expect(code, output).toBe(0);
    for (const endpoint of [result.page, result.contact]) {
      expect(endpoint.requests, output).toBeGreaterThan(0);
      expect(endpoint.errors, output).toBe(0);
      expect(endpoint.fiveXx, output).toBe(0);
    }
    expect(result.page.statuses, output).toEqual({ 200: result.page.requests });
    expect(result.acknowledged, output).toBeGreaterThan(0);
    expect(result.stored, output).toBe(result.acknowledged);
    expect(result.matched, output).toBe(result.acknowledged);
  }, 180_000);

  it("after the server is killed with SIGKILL twice mid-stream, every acknowledged submission is in the database", async () => {
    const { code, output, result } = await runBench("crash");
    expect(result.failures, output).toEqual([]);
    expect(code, output).toBe(0);
    expect(result.kills).toBe(2);
    expect(result.acknowledged, output).toBeGreaterThan(0);
    expect(result.matched, output).toBe(result.acknowledged);
    expect(result.stored, output).toBeGreaterThanOrEqual(result.acknowledged);
    expect(result.integrity, output).toBe("ok");
  }, 180_000);

  it("1,000 hostile requests get no 5xx, the server stays up, and only the valid submissions are stored", async () => {
    const { code, output, result } = await runBench("hostile");
    expect(result.failures, output).toEqual([]);
    expect(code, output).toBe(0);
    expect(result.requests).toBeGreaterThanOrEqual(1000);
    const statuses = Object.keys(result.statuses);
    expect(
      statuses.filter((s) => Number(s) >= 500),
      output,
    ).toEqual([]);
    expect(
      statuses.filter((s) => !/^\d+$/.test(s)),
      `requests without an answer:\n${output}`,
    ).toEqual([]);
    expect(result.valid, output).toBeGreaterThan(0);
    expect(result.stored, output).toBe(result.valid);
  }, 180_000);
});
