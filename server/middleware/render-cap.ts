import type { Logger } from "pino";
import { countShedRender } from "../../app/server/platform/metrics.server";
import { createRenderLimit, rendersField } from "../render-limit";

/**
 * The cap on per-request renders (render-limit.ts), with its shed requests counted for /metrics
 * and logged at most once a second (a flood must not flood the log).
 */
export function renderCap({ limit, queueLimit, logger }: { limit: number; queueLimit: number; logger: Logger }) {
  let shedSinceLog = 0;
  const cap = createRenderLimit({
    limit,
    queueLimit,
    onShed() {
      countShedRender();
      shedSinceLog += 1;
      if (shedSinceLog > 1) return; // the line for this second is already scheduled
      setTimeout(() => {
        logger.warn(
          { shed: shedSinceLog, renders: rendersField(cap.stats()) },
          "renders shed: the render cap and its queue are full",
        );
        shedSinceLog = 0;
      }, 1000).unref();
    },
  });
  return cap;
}
