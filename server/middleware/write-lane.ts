import type { Logger } from "pino";
import { createRenderLimit, shedOncePerSecond } from "../render-limit";

/** Writes (any method but GET and HEAD) that run in React Router at once. */
const WRITES_AT_ONCE = 8;
/** Writes that may wait for one, bodies already read; past them, 503 with Retry-After at once. */
const WRITES_WAITING = 2000;

/**
 * The write lane (issue #30, item 3). Posts, patches and deletes run at most eight at a time; the
 * rest wait in a bounded queue. Without it, 50 connections posting back to back put 50 posts'
 * work in every turn of the event loop, and `/healthz` or a page read in that turn waited behind
 * all of it; now it waits behind at most eight. Group commit still batches the posts that run.
 * The same p-limit slots as the render cap (render-limit.ts): one lane per request, never two.
 */
export function writeLane(logger: Logger) {
  return createRenderLimit({
    limit: WRITES_AT_ONCE,
    queueLimit: WRITES_WAITING,
    onShed: shedOncePerSecond(logger, "writes shed: the write lane and its queue are full"),
  });
}
