import type { Logger } from "pino";
import { countShedRender } from "../../app/server/platform/metrics.server";
import { createRenderLimit, type RenderLimit, rendersField } from "../render-limit";

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

/** The cap on per-request renders (render-limit.ts), with its shed requests counted for /metrics and logged. */
export function renderCap({ limit, queueLimit, logger }: { limit: number; queueLimit: number; logger: Logger }) {
  const log = shedOncePerSecond(logger, "renders shed: the render cap and its queue are full", () => ({
    renders: rendersField(cap.stats()),
  }));
  const cap: RenderLimit = createRenderLimit({
    limit,
    queueLimit,
    onShed() {
      countShedRender();
      log();
    },
  });
  return cap;
}
