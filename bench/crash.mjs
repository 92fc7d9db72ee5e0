#!/usr/bin/env node
// Proof (not a test): while several clients stream contact submissions, the server is killed
// with SIGKILL five times at random moments and restarted on the same SQLite file. Every
// submission that was answered 201 must be in the database afterwards, under its id and with its
// fields. Stored may exceed acknowledged (a row committed just before a kill whose answer never
// left the process) but never the other way round.
//
//   BUILD_DIR=build node bench/crash.mjs            5 kills
//   BUILD_DIR=build node bench/crash.mjs --short    2 kills (what CI runs)
import Database from "better-sqlite3";
import { startServer } from "../scripts/start-server.mjs";
import {
  checkAcknowledged,
  flags,
  keepAliveAgent,
  makeSubmission,
  readSubmissions,
  request,
  requireBuild,
  runId,
  sleep,
  tempDbFile,
  verdict,
} from "./lib.mjs";

const { short } = flags();
const KILLS = short ? 2 : 5;
const CLIENTS = 8;
const env = { LOG_LEVEL: "warn", CONTACT_RATE_LIMIT: "0", CONTACT_REJECTED_LIMIT: "0" };

requireBuild();
const run = runId();
const tag = `crash-${run}`;
const result = verdict("crash");
const dbFile = tempDbFile("crash");
let server = await startServer(env, { dbFile });
// Every restart listens on the first start's port, where the clients keep sending.
const { port } = server;
console.log(`crash: server on ${server.url}, database ${dbFile}; ${CLIENTS} clients, ${KILLS} × kill -9`);

const acknowledged = []; // 201: { id, sub }
const refused = []; // any other status: { status, sub }
const unanswered = []; // connection lost mid-request (the kill): may or may not have been committed
let refusedConnections = 0; // the server was down: nothing was sent
let inFlight = 0;
let sequence = 0;
let streaming = true;

async function client(agent) {
  while (streaming) {
    const sub = makeSubmission(tag, sequence++);
    inFlight += 1;
    try {
      const res = await request({
        port,
        agent,
        method: "POST",
        path: "/api/contact",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(sub),
        timeoutMs: 10_000,
      });
      if (res.status === 201) acknowledged.push({ id: JSON.parse(res.body.toString()).id, sub });
      else refused.push({ status: res.status, sub, body: res.body.toString().slice(0, 200) });
    } catch (error) {
      if (error.code === "ECONNREFUSED") refusedConnections += 1;
      else unanswered.push(sub);
      await sleep(20); // the server is down or restarting; try again shortly
    } finally {
      inFlight -= 1;
    }
  }
}

const agent = keepAliveAgent(CLIENTS);
const clients = Promise.all(Array.from({ length: CLIENTS }, () => client(agent)));
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(2);

for (let k = 1; k <= KILLS; k++) {
  // Kill only once submissions flow again, then at a random moment within the next 1.5 s.
  const flowing = acknowledged.length;
  for (let waited = 0; acknowledged.length === flowing && waited < 15_000; waited += 20) await sleep(20);
  await sleep(200 + Math.random() * 1300);
  const ackBefore = acknowledged.length;
  const flying = inFlight;
  server.child.kill("SIGKILL");
  const exit = await server.exited;
  result.check(
    exit.signal === "SIGKILL",
    `kill ${k}: the server ended with ${JSON.stringify(exit)} instead of SIGKILL`,
  );
  const down = performance.now();
  server = await startServer(env, { dbFile, port });
  console.log(
    `  kill ${k} at ${seconds()} s: ${ackBefore} acknowledged so far, ${flying} requests in flight; back up in ${Math.round(performance.now() - down)} ms`,
  );
}
await sleep(1000); // submissions also succeed after the last restart
streaming = false;
await clients;
agent.destroy();

const stopped = await server.stop("SIGTERM");
result.check(stopped === 0, `the server did not exit cleanly on SIGTERM after the run: ${JSON.stringify(stopped)}`);

const db = new Database(dbFile, { readonly: true });
const integrity = db.pragma("integrity_check", { simple: true });
db.close();
result.check(integrity === "ok", `SQLite integrity check after the kills: ${integrity}`);

const rows = readSubmissions(dbFile).filter((r) => r.email.startsWith(`${tag}-`));
const { found, problems } = checkAcknowledged(rows, acknowledged);
const ackEmails = new Set(acknowledged.map((a) => a.sub.email));
const unansweredEmails = new Set(unanswered.map((s) => s.email));
const refusedEmails = new Set(refused.map((r) => r.sub.email));
const storedEmails = rows.map((r) => r.email);
const duplicates = storedEmails.length - new Set(storedEmails).size;
const storedUnanswered = rows.filter((r) => unansweredEmails.has(r.email)).length;
const storedRefused = rows.filter((r) => refusedEmails.has(r.email)).length;
const strangers = rows.filter(
  (r) => !ackEmails.has(r.email) && !unansweredEmails.has(r.email) && !refusedEmails.has(r.email),
).length;
const fiveXx = refused.filter((r) => r.status >= 500);

console.log(
  `  ${sequence} submissions attempted in ${seconds()} s by ${CLIENTS} clients; ${refusedConnections} found the server down (connection refused)`,
);
console.log(
  `  acknowledged ${acknowledged.length} (201), stored ${rows.length}; acknowledged and stored with the sent fields ${found}`,
);
console.log(
  `  connection lost mid-request (the kills) ${unanswered.length}, of which stored anyway ${storedUnanswered}`,
);
console.log(
  `  answered with another status ${refused.length}${refused.length ? `: ${JSON.stringify(refused.slice(0, 3).map((r) => [r.status, r.body]))}` : ""}`,
);
for (const p of problems.slice(0, 10)) console.log(`    ${p}`);
result.check(problems.length === 0, `${problems.length} acknowledged submissions missing or different after the kills`);
result.check(
  rows.length >= acknowledged.length,
  `fewer rows (${rows.length}) than acknowledged submissions (${acknowledged.length})`,
);
result.check(duplicates === 0, `${duplicates} submissions stored twice`);
result.check(storedRefused === 0, `${storedRefused} submissions answered with an error status were stored anyway`);
result.check(strangers === 0, `${strangers} stored rows match no submission that was sent`);
result.check(
  fiveXx.length === 0,
  `${fiveXx.length} answers with a 5xx status, e.g. ${JSON.stringify(fiveXx.slice(0, 2).map((r) => [r.status, r.body]))}`,
);
result.check(acknowledged.length > 0, "no submission was acknowledged at all");

result.finish({
  kills: KILLS,
  clients: CLIENTS,
  sent: sequence,
  acknowledged: acknowledged.length,
  stored: rows.length,
  matched: found,
  unanswered: unanswered.length,
  refusedConnections,
  storedUnanswered,
  refused: refused.length,
  integrity,
});
