// Preloaded (`node --import`) into every server scripts/start-server.mjs starts: the server ends
// with the process that started it, whatever way that one ends. The harness keeps the write end of
// the server's stdin; when the harness exits — normally, on a signal, by SIGKILL, or as a Vitest
// worker torn down after a timeout — the pipe closes, and the server gets SIGTERM (its own clean
// shutdown, bounded by SHUTDOWN_TIMEOUT), then SIGKILL after a grace period. Test-only: production
// servers never load it.
const GRACE_MS = 15_000;

const orphaned = () => {
  process.kill(process.pid, "SIGTERM");
  setTimeout(() => process.kill(process.pid, "SIGKILL"), GRACE_MS).unref();
};
process.stdin.once("end", orphaned);
process.stdin.once("error", orphaned);
process.stdin.resume();
// Reading stdin must not keep a server alive that has finished by itself.
/** @type {any} */ (process.stdin).unref?.();
