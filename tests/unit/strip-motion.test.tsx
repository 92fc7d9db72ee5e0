// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { createElement, useRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTO_SCROLL_PX_PER_FRAME, nextStripOffset, useAutoScroll } from "~/components/sections/use-auto-scroll";

/** requestAnimationFrame under the test's control: `frames(n)` paints n frames. */
function stubFrames() {
  let queue = new Map<number, FrameRequestCallback>();
  let id = 0;
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
    queue.set(++id, callback);
    return id;
  });
  vi.stubGlobal("cancelAnimationFrame", (handle: number) => queue.delete(handle));
  return {
    frames(n: number) {
      for (let i = 0; i < n; i++) {
        const due = queue;
        queue = new Map();
        for (const callback of due.values()) callback(i * 16);
      }
    },
  };
}

const COPY_WIDTH = 500;

/** jsdom has no layout: the observer reports the copy width the test chose. */
class FixedSizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe() {
    this.callback([], this as unknown as ResizeObserver);
  }
  disconnect() {}
}

function Strip({ enabled = true, running = true }: { enabled?: boolean; running?: boolean }) {
  const track = useRef<HTMLDivElement>(null);
  const copy = useRef<HTMLUListElement>(null);
  useAutoScroll(track, copy, enabled, running);
  return createElement("div", { ref: track, "data-testid": "track" }, createElement("ul", { ref: copy }));
}

const offsetOf = (el: HTMLElement) => -Number(/translate3d\((-?[\d.]+)px/.exec(el.style.transform)?.[1] ?? 0);

describe("strip auto-scroll (spec §4, §9: 1 px per animation frame)", () => {
  let clock: ReturnType<typeof stubFrames>;
  beforeEach(() => {
    clock = stubFrames();
    vi.stubGlobal("ResizeObserver", FixedSizeObserver);
    vi.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockReturnValue(COPY_WIDTH);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("moves exactly N px in N frames, whatever the time between them", () => {
    const { getByTestId } = render(createElement(Strip));
    const track = getByTestId("track");
    clock.frames(1);
    expect(offsetOf(track)).toBe(AUTO_SCROLL_PX_PER_FRAME);
    clock.frames(59);
    expect(offsetOf(track)).toBe(60);
    clock.frames(120);
    expect(offsetOf(track)).toBe(180);
  });

  it("stands still while paused and goes on from where it stopped", () => {
    const { getByTestId, rerender } = render(createElement(Strip));
    const track = getByTestId("track");
    clock.frames(10);
    rerender(createElement(Strip, { running: false }));
    clock.frames(50);
    expect(offsetOf(track)).toBe(10);
    rerender(createElement(Strip, { running: true }));
    clock.frames(5);
    expect(offsetOf(track)).toBe(15);
  });

  it("never moves under reduced motion", () => {
    const { getByTestId } = render(createElement(Strip, { enabled: false }));
    clock.frames(30);
    expect(getByTestId("track").style.transform).toBe("");
  });

  it("wraps after one copy width, so the loop is seamless", () => {
    expect(nextStripOffset(COPY_WIDTH - 1, COPY_WIDTH)).toBe(0);
    expect(nextStripOffset(41, COPY_WIDTH)).toBe(42);
    const { getByTestId } = render(createElement(Strip));
    clock.frames(COPY_WIDTH + 7);
    expect(offsetOf(getByTestId("track"))).toBe(7);
  });
});
