import type { Logger } from "pino";
import { countShedRender } from "../../app/server/platform/metrics.server";
import { createRenderLimit, type RenderLimit, rendersField, shedOncePerSecond } from "../render-limit";

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
