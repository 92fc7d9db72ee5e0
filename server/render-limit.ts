// The cap on per-request renders. A slot is a p-limit task: it is taken when the task starts and
// given back when the task's promise settles, whatever the client did meanwhile (closed before,
// during or after the render, with FIN or RST, pipelined another request). No listener has to be
// attached in time, so no ordering of events can leak a slot.
import { finished } from "node:stream";
import type { Request, Response } from "express";
import pLimit from "p-limit";
import type { Logger } from "pino";

export type RenderStats = {
  /** Renders running now, and the cap. */
  active: number;
  limit: number;
  /** Renders waiting for a slot, and how many may wait. */
  queued: number;
  queueLimit: number;
  /** Requests answered 503 because the cap and the queue were full, since start. */
  shed: number;
  /** When a request was last shed, and when a render last finished (ms since the epoch). */
  lastShedAt: number | null;
  lastFinishedAt: number | null;
};

export type RenderLimit = {
  /** Runs `render` in a slot; over the cap and the queue it answers 503 at once instead. */
  run: (res: Response, render: (signal: AbortSignal) => Promise<void>) => void;
  stats: () => RenderStats;
};

/** True once the response is done or its connection gone; checks the present state, not an event. */
const isClosed = (res: Response) => res.writableFinished || res.destroyed || res.socket?.destroyed === true;

/**
 * Whether the response has ended or its client has left, as an AbortSignal. `stream.finished`
 * reports a response that closed before it was called as well, so the signal is never missed.
 */
export function closedSignal(res: Response): AbortSignal {
  const controller = new AbortController();
  if (isClosed(res)) controller.abort();
  else finished(res, () => controller.abort());
  return controller.signal;
}

const SHED_BODY = "The server is busy. Please try again in a moment.";

export function createRenderLimit({
  limit,
  queueLimit,
  onShed,
}: {
  limit: number;
  queueLimit: number;
  /** Called for each shed request (the caller logs it). */
  onShed?: () => void;
}): RenderLimit {
  const slots = pLimit(limit);
  let shed = 0;
  let lastShedAt: number | null = null;
  let lastFinishedAt: number | null = null;
  const stats = (): RenderStats => ({
    active: slots.activeCount,
    limit,
    queued: slots.pendingCount,
    queueLimit,
    shed,
    lastShedAt,
    lastFinishedAt,
  });

  return {
    stats,
    run(res, render) {
      if (slots.activeCount + slots.pendingCount >= limit + queueLimit) {
        shed += 1;
        lastShedAt = Date.now();
        onShed?.();
        res
          .status(503)
          .set({ "Retry-After": "1", "Cache-Control": "no-store", Connection: "close" })
          .type("text/plain")
          .send(`${SHED_BODY}\n`);
        return;
      }
      const signal = closedSignal(res);
      // The task's promise settles in every case (render errors are the caller's to answer), and
      // p-limit frees the slot when it does.
      void slots(async () => {
        // Renders start in the event loop's check phase, never inside the callback that read the
        // request: a burst of connections read in one turn is admitted or shed (cheaply) first,
        // and /healthz in the same burst is answered before any of the renders runs.
        await new Promise((resolve) => setImmediate(resolve));
        // A client that left while queued costs no render.
        if (signal.aborted) return;
        try {
          await render(signal);
        } finally {
          lastFinishedAt = Date.now();
        }
      }).catch(() => {
        // render() handles its own errors; nothing may escape as an unhandled rejection.
      });
    },
  };
}

/** The routes that are not renders: the JSON API, the flag images and route discovery. */
const NOT_A_RENDER = /^\/(api\/|flags\/|__manifest)/;

export function isRender(req: Request) {
  return !NOT_A_RENDER.test(req.path);
}

/** How long after shedding a render /healthz still reports "degraded". */
const DEGRADED_MS = 60_000;
/** Every slot busy and no render finished for this long: renders are stuck, not just busy. */
const STUCK_MS = 30_000;

/**
 * What the render cap means for health: a problem (every slot busy and nothing finished for
 * 30 s: renders are stuck, answer 503) or "degraded" (a render was shed in the last minute).
 */
export function renderHealth(stats: RenderStats, now: number, startedAt: number) {
  const stuck = stats.active >= stats.limit && now - (stats.lastFinishedAt ?? startedAt) > STUCK_MS;
  return {
    problem: stuck ? `Every render slot has been busy for over ${STUCK_MS / 1000} s.` : null,
    degraded: stats.lastShedAt !== null && now - stats.lastShedAt < DEGRADED_MS,
  };
}

/** The render cap's figures as /healthz and the shed log line give them. */
export function rendersField(stats: RenderStats) {
  return {
    active: stats.active,
    limit: stats.limit,
    queued: stats.queued,
    queueLimit: stats.queueLimit,
    shed: stats.shed,
  };
}

/**
 * An `onShed` that logs at most one line a second (a flood must not flood the log): how many were
 * shed in that second, and whatever `fields` says then.
 */
export function shedOncePerSecond(logger: Logger, message: string, fields: () => object = () => ({})) {
  let shedSinceLog = 0;
  return () => {
    shedSinceLog += 1;
    if (shedSinceLog > 1) return; // the line for this second is already scheduled
    setTimeout(() => {
      logger.warn({ shed: shedSinceLog, ...fields() }, message);
      shedSinceLog = 0;
    }, 1000).unref();
  };
}
