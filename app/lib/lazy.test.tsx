// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterNextFrame, intentProps, lazyComponent, onDemand, useOnDemand, whenIdle } from "./lazy";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("onDemand", () => {
  it("fetches once however often it is asked, and remembers the module", async () => {
    const importer = vi.fn(async () => ({ answer: 42 }));
    const module = onDemand(importer);
    expect(importer).not.toHaveBeenCalled();
    expect(module.current).toBeUndefined();
    module.preload();
    module.preload();
    await expect(module.load()).resolves.toEqual({ answer: 42 });
    expect(importer).toHaveBeenCalledTimes(1);
    expect(module.current).toEqual({ answer: 42 });
  });

  it("a failed fetch rejects load and stays failed; preload swallows the failure", async () => {
    const importer = vi.fn().mockRejectedValue(new Error("offline"));
    const module = onDemand(importer);
    module.preload();
    await expect(module.load()).rejects.toThrow("offline");
    await expect(module.load()).rejects.toThrow("offline");
    expect(importer).toHaveBeenCalledTimes(1);
    expect(module.current).toBeUndefined();
  });
});

const probed = onDemand(async () => ({ label: "ready" }));
function Probe({ wanted }: { wanted: boolean }) {
  return <p>{useOnDemand(probed, wanted)?.label ?? "none"}</p>;
}

describe("the React adapters", () => {
  it("lazyComponent renders inside Suspense, and preload fetches it ahead", async () => {
    const importer = vi.fn(async () => ({ default: () => <p>loaded</p> }));
    const Lazy = lazyComponent(importer);
    Lazy.preload();
    expect(importer).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(await screen.findByText("loaded")).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("lazyComponent shows a module that has arrived in its first render, never the fallback", async () => {
    const importer = vi.fn(async () => ({ default: () => <p>loaded</p> }));
    const Lazy = lazyComponent(importer);
    Lazy.preload();
    await importer.mock.results[0]!.value;
    await Promise.resolve();
    // One synchronous render: a promise (even a settled one) would suspend it and show "waiting".
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.queryByText("waiting")).toBeNull();
    expect(screen.getByText("loaded")).toBeTruthy();
  });

  it("useOnDemand holds nothing until wanted, then the module; a later mount has it at once", async () => {
    const { rerender, unmount } = render(<Probe wanted={false} />);
    expect(screen.getByText("none")).toBeTruthy();
    rerender(<Probe wanted />);
    expect(await screen.findByText("ready")).toBeTruthy();
    unmount();
    render(<Probe wanted={false} />);
    expect(screen.getByText("ready")).toBeTruthy();
  });
});

describe("when to fetch ahead", () => {
  it("whenIdle waits for requestIdleCallback and can be cancelled", () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => idle.push(callback));
    const cancel = vi.fn();
    vi.stubGlobal("cancelIdleCallback", cancel);
    const callback = vi.fn();
    const stop = whenIdle(callback);
    expect(callback).not.toHaveBeenCalled();
    act(() => idle[0]!({ didTimeout: false, timeRemaining: () => 10 }));
    expect(callback).toHaveBeenCalledTimes(1);
    stop();
    expect(cancel).toHaveBeenCalledWith(1);
  });

  it("whenIdle falls back to a timeout where there is no requestIdleCallback", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    const callback = vi.fn();
    whenIdle(callback);
    expect(callback).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("afterNextFrame runs once the next frame is drawn, not in it, and can be cancelled", () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal("cancelAnimationFrame", vi.fn());
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const callback = vi.fn();
    afterNextFrame(callback);
    vi.runAllTimers();
    expect(callback).not.toHaveBeenCalled(); // nothing before the frame
    frames[0]!(performance.now());
    expect(callback).not.toHaveBeenCalled(); // nor inside it: that would delay its paint
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    const stop = afterNextFrame(cancelled);
    frames[1]!(performance.now());
    stop();
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });

  it("intentProps preloads on hover, focus and touch", () => {
    const preload = vi.fn();
    const props = intentProps(preload);
    expect(Object.keys(props).sort()).toEqual(["onFocus", "onPointerEnter", "onTouchStart"]);
    for (const handler of Object.values(props)) handler();
    expect(preload).toHaveBeenCalledTimes(3);
  });
});
