import EmblaCarousel, { type EmblaCarouselType } from "embla-carousel";

/** Spec §4 and §9: the strips move 1 px per animation frame, whatever the frame rate. */
export const AUTO_SCROLL_PX_PER_FRAME = 1;

type Engine = ReturnType<EmblaCarouselType["internalEngine"]>;

/** The leading inset that keeps the first card clear of the edge fade (`--strip-fade`, in px). */
const fadeInset = (viewport: HTMLElement) =>
  Number.parseFloat(getComputedStyle(viewport).getPropertyValue("--strip-fade")) || 0;

/**
 * A scroll body that moves the strip on by 1 px each time Embla seeks. Embla's Auto Scroll plugin
 * has the same shape but seeks from Embla's own loop, which steps at a fixed 60 times a second
 * (several steps in a slow frame, none in some fast ones): 3.5–23 px per frame at 2.6–17 frames/s.
 */
function oneFrameBody(engine: Engine) {
  const { location, previousLocation, target, index, indexPrevious, scrollTarget } = engine;
  const self = {
    // Forward: the location falls, and Embla's looper wraps it at the minimum end.
    direction: () => -1,
    duration: () => -1,
    velocity: () => -AUTO_SCROLL_PX_PER_FRAME,
    settled: () => false,
    seek() {
      previousLocation.set(location);
      location.add(-AUTO_SCROLL_PX_PER_FRAME);
      target.set(location);
      // Keep Embla's idea of the current slide true, as its arrows and drags start from it.
      const current = scrollTarget.byDistance(0, false).index;
      if (index.get() !== current) {
        indexPrevious.set(index.get());
        index.set(current);
      }
      return self;
    },
    useBaseFriction: () => self,
    useBaseDuration: () => self,
    useFriction: () => self,
    useDuration: () => self,
  };
  return self;
}

/**
 * Moves a strip from our own requestAnimationFrame loop: each callback seeks once and draws once
 * (`render(1)`: the new location, no interpolation), so one frame is one pixel at 2 or 240 frames
 * a second. Embla's own loop is not running meanwhile: it only runs for drags and arrow steps,
 * and the strip is held for those.
 */
function frameMotion(embla: EmblaCarouselType) {
  let frame = 0;
  let restore: { engine: Engine; body: Engine["scrollBody"] } | null = null;
  const tick = () => {
    const { animation } = embla.internalEngine();
    animation.update();
    animation.render(1);
    frame = requestAnimationFrame(tick);
  };
  const stop = () => {
    if (!frame) return;
    cancelAnimationFrame(frame);
    frame = 0;
    if (restore) restore.engine.scrollBody = restore.body;
    restore = null;
  };
  return {
    play() {
      if (frame) return;
      const engine = embla.internalEngine();
      engine.animation.stop();
      restore = { engine, body: engine.scrollBody };
      engine.scrollBody = oneFrameBody(engine);
      frame = requestAnimationFrame(tick);
    },
    stop,
    playing: () => frame !== 0,
  };
}

/**
 * Hands a strip to Embla (loaded with this module, when the strip first nears the viewport): its
 * three list copies are the slides of an endless loop that moves 1 px per frame while `run(true)`.
 * A drag or an arrow step holds it until the movement settles; then the last `run` decides.
 */
export function startStrip(viewport: HTMLElement) {
  // [data-carousel] turns native scrolling off and the track's inset padding into Embla's
  // alignment (padding would open a gap in the loop). Set before Embla measures, in the same
  // task, so no frame shows the switch.
  viewport.scrollLeft = 0;
  viewport.setAttribute("data-carousel", "");
  const embla = EmblaCarousel(viewport, { loop: true, dragFree: true, align: () => fadeInset(viewport) });
  const motion = frameMotion(embla);
  let running = false;
  const apply = () => (running ? motion.play() : motion.stop());
  const resume = () => {
    embla.off("settle", resume);
    apply();
  };
  const resumeWhenSettled = () => embla.off("settle", resume).on("settle", resume);
  // A resize rebuilds Embla's engine: the motion starts afresh on the new one. A press holds the
  // strip: after a tap (nothing moves) or once a drag's glide has settled, the last `run` decides.
  embla
    .on("reInit", () => {
      motion.stop();
      apply();
    })
    .on("pointerDown", motion.stop)
    .on("pointerUp", () => (embla.internalEngine().scrollBody.settled() ? apply() : resumeWhenSettled()));

  return {
    run(on: boolean) {
      running = on;
      apply();
    },
    /** Moves the strip by `px` (positive: the next cards come in from the right). */
    step(px: number, smooth: boolean) {
      if (motion.playing()) {
        motion.stop();
        resumeWhenSettled();
      }
      // Embla's public API scrolls to slides only; its engine scrolls by a distance (as a drag does).
      const engine = embla.internalEngine();
      // biome-ignore lint/correctness/useHookAtTopLevel: Embla's scroll body methods, not React hooks
      engine.scrollBody.useBaseFriction().useDuration(smooth ? engine.options.duration : 0);
      engine.scrollTo.distance(-px, false);
    },
    destroy() {
      motion.stop();
      embla.destroy();
      viewport.removeAttribute("data-carousel");
    },
  };
}
