// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTO_SCROLL_PX_PER_FRAME, startStrip } from "~/components/sections/strip-engine";

const HZ_60 = 1000 / 60;

/** requestAnimationFrame under the test's control: `frames(n)` paints n frames `ms` apart. */
function stubFrames() {
  let queue = new Map<number, FrameRequestCallback>();
  let id = 0;
  let now = 0;
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
    queue.set(++id, callback);
    return id;
  });
  vi.stubGlobal("cancelAnimationFrame", (handle: number) => queue.delete(handle));
  return {
    frames(n: number, ms = HZ_60) {
      for (let i = 0; i < n; i++) {
        now += ms;
        const due = queue;
        queue = new Map();
        for (const callback of due.values()) callback(now);
      }
    },
  };
}

// jsdom has no layout: the three copies are 1500 px wide, side by side, in a 1000 px strip.
const VIEW = 1000;
const COPY = 1500;
const CONTENT = 3 * COPY;

function strip() {
  document.body.innerHTML = `<div data-viewport><div data-track>${[0, 1, 2].map((c) => `<ul data-copy="${c}"></ul>`).join("")}</div></div>`;
  const viewport = document.querySelector<HTMLElement>("[data-viewport]")!;
  const track = document.querySelector<HTMLElement>("[data-track]")!;
  const copies = [...document.querySelectorAll<HTMLElement>("[data-copy]")];
  const translateOf = (el: HTMLElement) => Number(/translate3d\((-?[\d.]+)px/.exec(el.style.transform)?.[1] ?? 0);
  return {
    viewport,
    /** The track's offset from its start; larger as the strip moves on. */
    offset: () => -translateOf(track),
    /** Where each copy is drawn in the strip's view (Embla moves copies to close the loop). */
    copyLefts: () => copies.map((copy, i) => translateOf(track) + i * COPY + translateOf(copy)),
  };
}

class Unobserved {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** The view [0, VIEW] is covered by copies without gaps or overlaps: the loop is seamless. */
function expectSeamless(lefts: number[]) {
  const sorted = [...lefts].sort((a, b) => a - b);
  for (let i = 1; i < sorted.length; i++) expect(sorted[i]! - sorted[i - 1]!).toBeCloseTo(COPY, 1);
  expect(sorted[0]!).toBeLessThanOrEqual(0.01);
  expect(sorted.at(-1)! + COPY).toBeGreaterThanOrEqual(VIEW);
}

describe("strip motion on Embla, 1 px per animation frame (spec §4, §9)", () => {
  let clock: ReturnType<typeof stubFrames>;
  let engine: ReturnType<typeof startStrip> | undefined;
  beforeEach(() => {
    clock = stubFrames();
    // Embla's own glide (after an arrow step) settles on timers and frames.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    // Embla asks for media queries (none here) and watches sizes and visibility; jsdom has none of them.
    vi.stubGlobal("matchMedia", () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
    vi.stubGlobal("ResizeObserver", Unobserved);
    vi.stubGlobal("IntersectionObserver", Unobserved);
    vi.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockImplementation(function (this: HTMLElement) {
      return this.dataset.copy ? COPY : VIEW;
    });
    vi.spyOn(HTMLElement.prototype, "offsetLeft", "get").mockImplementation(function (this: HTMLElement) {
      return Number(this.dataset.copy ?? 0) * COPY;
    });
  });
  afterEach(() => {
    engine?.destroy();
    engine = undefined;
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const run = (on: boolean) => {
    engine?.run(on);
    vi.runOnlyPendingTimers();
  };

  it("takes the viewport over and stands at rest until told to run", () => {
    const s = strip();
    s.viewport.style.setProperty("--strip-fade", "40px");
    engine = startStrip(s.viewport);
    expect(s.viewport.hasAttribute("data-carousel")).toBe(true);
    const rest = s.offset();
    // The first copy starts clear of the edge fade.
    expect(rest).toBe(-40);
    clock.frames(30);
    expect(s.offset()).toBe(rest);
    engine.destroy();
    expect(s.viewport.hasAttribute("data-carousel")).toBe(false);
  });

  it("moves exactly N px in N frames, at 60, 120 or 8 frames a second alike", () => {
    const s = strip();
    engine = startStrip(s.viewport);
    const start = s.offset();
    run(true);
    clock.frames(1);
    expect(s.offset() - start).toBeCloseTo(AUTO_SCROLL_PX_PER_FRAME, 2);
    clock.frames(59);
    expect(s.offset() - start).toBeCloseTo(60, 2);
    clock.frames(120, 1000 / 120);
    expect(s.offset() - start).toBeCloseTo(180, 2);
    // A slow, throttled page: a frame every 125 ms is still 1 px.
    clock.frames(8, 125);
    expect(s.offset() - start).toBeCloseTo(188, 2);
  });

  it("stands still while paused and goes on from where it stopped", () => {
    const s = strip();
    engine = startStrip(s.viewport);
    run(true);
    clock.frames(10);
    run(false);
    clock.frames(1);
    const paused = s.offset();
    clock.frames(50);
    expect(s.offset()).toBe(paused);
    run(true);
    clock.frames(5);
    expect(s.offset() - paused).toBeCloseTo(5, 2);
  });

  it("loops seamlessly: the copies always cover the strip, and the picture repeats every copy width", () => {
    const s = strip();
    engine = startStrip(s.viewport);
    const start = s.offset();
    run(true);
    for (let i = 0; i < 2 * CONTENT; i += 50) {
      clock.frames(50);
      expectSeamless(s.copyLefts());
    }
    // Two full loops of 4500 px later the strip has moved on by the remaining frames only.
    clock.frames(7);
    const moved = s.offset() - start;
    expect((((moved - 7) % COPY) + COPY) % COPY).toBeCloseTo(0, 1);
  });

  it("steps by the arrows' distance either way, past either end", () => {
    const s = strip();
    engine = startStrip(s.viewport);
    const start = s.offset();
    const moved = () => (((s.offset() - start) % COPY) + COPY) % COPY;
    engine.step(200, false);
    expect(moved()).toBeCloseTo(200, 1);
    engine.step(-200, false);
    expect(moved()).toBeCloseTo(0, 1);
    // Left from the start: the last copy slides in.
    engine.step(-150, false);
    expect(moved()).toBeCloseTo(COPY - 150, 1);
    clock.frames(1);
    expectSeamless(s.copyLefts());
  });

  it("an arrow step while running pauses the strip until the step has settled, then it runs on", () => {
    const s = strip();
    engine = startStrip(s.viewport);
    run(true);
    clock.frames(10);
    engine.step(200, true);
    clock.frames(120);
    vi.runOnlyPendingTimers();
    clock.frames(1);
    const settled = s.offset();
    clock.frames(10);
    expect(s.offset() - settled).toBeCloseTo(10, 1);
  });
});
