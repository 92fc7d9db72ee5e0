import EmblaCarousel from "embla-carousel";
import Autoplay from "embla-carousel-autoplay";

/**
 * Hands a slide carousel to Embla (loaded with this module when the carousel is shown): the slides
 * loop, Autoplay advances them every `delay` ms while `run(true)` and the tab is visible, and a
 * manual move (a button, a dot or a drag) starts the delay afresh.
 */
export function startSlides(viewport: HTMLElement, delay: number) {
  viewport.setAttribute("data-carousel", "");
  const autoplay = Autoplay({ delay, playOnInit: false, stopOnFocusIn: false });
  const embla = EmblaCarousel(viewport, { loop: true }, [autoplay]);
  let running = false;
  const apply = () => (running ? autoplay.play() : autoplay.stop());
  // A resize rebuilds Embla and its plugins, which start paused; a press stops Autoplay.
  embla.on("reInit", apply).on("pointerUp", apply);

  return {
    run(on: boolean) {
      // Playing again would restart the delay.
      if (on === running) return;
      running = on;
      apply();
    },
    go(target: "previous" | "next" | number, jump: boolean) {
      if (target === "previous") embla.scrollPrev(jump);
      else if (target === "next") embla.scrollNext(jump);
      else embla.scrollTo(target, jump);
      autoplay.reset();
    },
    /** Calls `listener` with the slide index whenever another slide is selected. */
    onSelect(listener: (index: number) => void) {
      const select = () => listener(embla.selectedScrollSnap());
      embla.on("select", select);
      return () => void embla.off("select", select);
    },
    destroy() {
      embla.destroy();
      viewport.removeAttribute("data-carousel");
    },
  };
}
