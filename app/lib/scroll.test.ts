// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SCROLL, scrollWhenRendered } from "~/lib/scroll";

describe("scrollWhenRendered (spec §2, §9: navigate, then scroll after 500 ms)", () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame", "performance"],
    });
    window.history.replaceState(null, "", "/about");
  });
  afterEach(() => vi.useRealTimers());

  it("scrolls once, after the spec's delay, when the page is already there", () => {
    const scroll = vi.fn(() => true);
    scrollWhenRendered("/about", scroll, SCROLL.crossPageDelay);
    vi.advanceTimersByTime(SCROLL.crossPageDelay - 1);
    expect(scroll).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(scroll).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    expect(scroll).toHaveBeenCalledTimes(1);
  });

  it("on a slow device waits for the new page and its target, then scrolls", () => {
    window.history.replaceState(null, "", "/pricing");
    let rendered = false;
    const scroll = vi.fn(() => rendered);
    scrollWhenRendered("/about", scroll, SCROLL.crossPageDelay);
    vi.advanceTimersByTime(SCROLL.crossPageDelay + 1000);
    // Still on the old page: the target is never looked up there.
    expect(scroll).not.toHaveBeenCalled();
    window.history.replaceState(null, "", "/about");
    vi.advanceTimersByTime(500);
    expect(scroll).toHaveBeenCalled();
    // The target appears: the next frame scrolls to it, and nothing runs after that.
    rendered = true;
    vi.advanceTimersByTime(50);
    expect(scroll.mock.results.at(-1)?.value).toBe(true);
    const calls = scroll.mock.calls.length;
    vi.advanceTimersByTime(2000);
    expect(scroll).toHaveBeenCalledTimes(calls);
  });

  it("can be cancelled", () => {
    const scroll = vi.fn(() => true);
    const cancel = scrollWhenRendered("/about", scroll, SCROLL.samePageDelay);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(scroll).not.toHaveBeenCalled();
  });
});
