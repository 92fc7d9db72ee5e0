import type { DB } from "../platform/db.server";
import { insertContactSubmission, insertContactSubmissions, type SubmissionToStore } from "./repository.server";

// Group commit (issue #30, item 3). On SQLite every commit waits for its fsync (synchronous=FULL,
// so an acknowledged lead survives a power cut) on the one thread that also answers /healthz and
// renders pages: a 50-connection contact flood meant 50 fsyncs back to back and seconds of wait
// for everyone. Submissions are queued instead; the ones that arrive in the same turn of the event
// loop (and those arriving while a batch commits) are stored by one transaction, one fsync, and
// each post is answered only after that commit. A batch that fails (a submission key raced by
// another instance, a database that went away) is retried one submission at a time, so each post
// gets its own outcome, exactly as without batching. Our own code: no maintained library batches
// Kysely writes per event-loop turn with per-caller results.

/** The most submissions one transaction stores; a flood beyond it is committed in several. */
const MAX_BATCH = 64;

type Stored = Awaited<ReturnType<typeof insertContactSubmission>>;
type Waiting = SubmissionToStore & { resolve: (stored: Stored) => void; reject: (error: unknown) => void };
type Queue = { waiting: Waiting[]; scheduled: boolean; committing: boolean };

const queues = new WeakMap<DB, Queue>();

/** Stores a submission with others of the same moment; resolves once its transaction committed. */
export function storeSubmission(
  db: DB,
  input: SubmissionToStore["input"],
  now: Date,
  options: SubmissionToStore["options"] = {},
): Promise<Stored> {
  let queue = queues.get(db);
  if (!queue) {
    queue = { waiting: [], scheduled: false, committing: false };
    queues.set(db, queue);
  }
  const q = queue;
  return new Promise<Stored>((resolve, reject) => {
    q.waiting.push({ input, now, options, resolve, reject });
    schedule(db, q);
  });
}

function schedule(db: DB, queue: Queue) {
  if (queue.scheduled || queue.committing || !queue.waiting.length) return;
  queue.scheduled = true;
  // After the I/O of this turn: every post whose body arrived in it joins the batch.
  setImmediate(() => {
    queue.scheduled = false;
    void commit(db, queue);
  });
}

async function commit(db: DB, queue: Queue) {
  queue.committing = true;
  const batch = queue.waiting.splice(0, MAX_BATCH);
  try {
    if (batch.length === 1) {
      const [one] = batch as [Waiting];
      await insertContactSubmission(db, one.input, one.now, one.options).then(one.resolve, one.reject);
      return;
    }
    try {
      const stored = await insertContactSubmissions(db, batch);
      for (const [i, waiting] of batch.entries()) waiting.resolve(stored[i]!);
    } catch {
      // Nothing of the batch was committed: each one alone, with its own outcome.
      for (const waiting of batch)
        await insertContactSubmission(db, waiting.input, waiting.now, waiting.options).then(
          waiting.resolve,
          waiting.reject,
        );
    }
  } finally {
    queue.committing = false;
    schedule(db, queue);
  }
}
