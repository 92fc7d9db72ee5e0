import EmblaCarousel from "embla-carousel";
import AutoScroll from "embla-carousel-auto-scroll";

/**
 * Spec §4 and §9: the strips move 1 px per animation frame. Auto Scroll's `speed` is px per
 * Embla frame, and Embla steps its animations at a fixed 60 per second: 1 px per frame on a
 * 60 Hz display, and the same 60 px a second on faster ones.
 */
export const AUTO_SCROLL_PX_PER_FRAME = 1;

/** The leading inset that keeps the first card clear of the edge fade (`--strip-fade`, in px). */
const fadeInset = (viewport: HTMLElement) =>
  Number.parseFloat(getComputedStyle(viewport).getPropertyValue("--strip-fade")) || 0;

/**
 * Hands a strip to Embla (loaded with this module, when the strip first nears the viewport): its
 * three list copies are the slides of an endless loop that Auto Scroll moves while `run(true)`.
 * A drag or an arrow step pauses it until the movement settles; then the last `run` decides.
 */
export function startStrip(viewport: HTMLElement) {
  // [data-carousel] turns native scrolling off and the track's inset padding into Embla's
  // alignment (padding would open a gap in the loop). Set before Embla measures, in the same
  // task, so no frame shows the switch.
  viewport.scrollLeft = 0;
  viewport.setAttribute("data-carousel", "");
  const autoScroll = AutoScroll({
    speed: AUTO_SCROLL_PX_PER_FRAME,
    startDelay: 0,
    playOnInit: false,
    stopOnFocusIn: false,
  });
  const embla = EmblaCarousel(viewport, { loop: true, dragFree: true, align: () => fadeInset(viewport) }, [autoScroll]);
  let running = false;
  const apply = () => (running ? autoScroll.play() : autoScroll.stop());
  const resume = () => {
    embla.off("settle", resume);
    apply();
  };
  const resumeWhenSettled = () => embla.off("settle", resume).on("settle", resume);
  // A resize rebuilds Embla and its plugins, which start paused. A press stops Auto Scroll: after
  // a tap (nothing moves) or once a drag's glide has settled, the last `run` decides again.
  embla
    .on("reInit", apply)
    .on("pointerUp", () => (embla.internalEngine().scrollBody.settled() ? apply() : resumeWhenSettled()));

  return {
    run(on: boolean) {
      running = on;
      apply();
    },
    /** Moves the strip by `px` (positive: the next cards come in from the right). */
    step(px: number, smooth: boolean) {
      if (autoScroll.isPlaying()) {
        autoScroll.stop();
        resumeWhenSettled();
      }
      // Embla's public API scrolls to slides only; its engine scrolls by a distance (as a drag does).
      const engine = embla.internalEngine();
      // biome-ignore lint/correctness/useHookAtTopLevel: Embla's scroll body methods, not React hooks
      engine.scrollBody.useBaseFriction().useDuration(smooth ? engine.options.duration : 0);
      engine.scrollTo.distance(-px, false);
    },
    destroy() {
      embla.destroy();
      viewport.removeAttribute("data-carousel");
    },
  };
}
