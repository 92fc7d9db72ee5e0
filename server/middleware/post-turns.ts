import type { RequestHandler } from "express";
import { sendError } from "../errors";

/** Posts waiting for their turn at most; past it a post is answered 503 with Retry-After at once. */
const WAITING_LIMIT = 2000;
const BUSY = "The server is busy. Please try again in a moment.";

/**
 * Posts take turns (issue #30, item 3). Each post's work — React Router's request, the action,
 * validation, its place in the commit batch — starts in a turn of the event loop of its own,
 * one post per turn, after whatever requests arrived meanwhile. A flood of contact posts then
 * holds up a page or `/healthz` by about one post's work instead of by every post that happened
 * to be read in the same turn. Posts still overlap while they wait for their commit, so group
 * commit batches them as before. Our own code: the concurrency limiters we use (p-limit for
 * renders) cap how many run, not when each starts relative to other requests.
 */
export function postTurns(waitingLimit = WAITING_LIMIT): RequestHandler {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const takeTurn = () => {
    waiting.shift()?.();
    scheduled = waiting.length > 0;
    if (scheduled) setImmediate(takeTurn);
  };
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    if (waiting.length >= waitingLimit) {
      res.set("Retry-After", "1");
      return sendError(req, res, 503, BUSY);
    }
    waiting.push(() => (res.destroyed ? undefined : next()));
    if (!scheduled) {
      scheduled = true;
      setImmediate(takeTurn);
    }
  };
}
