#!/usr/bin/env node
// Proof (not a test): the first visitor's request costs what the next one does. Starts fresh
// production servers; for each, after one /healthz (which also opens the client's connection),
// times the first and second per-request render (a page with a query the build-time copy does not
// serve) and the first and second API call. Budget: the first render within 5× the second or
// under 100 ms (before the warm-up it was 1.3–3.0 s against 9–87 ms).
//
//   BUILD_DIR=build node bench/cold-start.mjs            5 servers
//   BUILD_DIR=build node bench/cold-start.mjs --short    2 servers
import { startServer } from "../scripts/start-server.mjs";
import { flags, ms, requireBuild, verdict } from "./lib.mjs";

const { short } = flags();
const SERVERS = short ? 2 : 5;
requireBuild();
const result = verdict("cold-start");

const rows = [];
for (let run = 0; run < SERVERS; run++) {
  const server = await startServer({ LOG_LEVEL: "warn" }, { waitFor: "listening" });
  const timed = async (path) => {
    const started = performance.now();
    const res = await fetch(`${server.url}${path}`);
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started };
  };
  await timed("/healthz");
  const row = {
    firstRender: await timed("/pricing?plan=a"),
    secondRender: await timed("/pricing?plan=b"),
    firstApi: await timed("/api/auth/user"),
    secondApi: await timed("/api/auth/user"),
  };
  await server.stop();
  rows.push(row);
  console.log(
    `  server ${run + 1}: render first ${ms(row.firstRender.ms)}, second ${ms(row.secondRender.ms)}; ` +
      `API first ${ms(row.firstApi.ms)}, second ${ms(row.secondApi.ms)}`,
  );
  result.check(row.firstRender.status === 200 && row.secondRender.status === 200, "a render did not answer 200");
  result.check(row.firstApi.status === 401, "the API call without a token did not answer 401");
  result.check(
    row.firstRender.ms < 100 || row.firstRender.ms < 5 * row.secondRender.ms,
    `first render ${ms(row.firstRender.ms)} against ${ms(row.secondRender.ms)} for the second`,
  );
}
result.finish({ servers: SERVERS, rows });
