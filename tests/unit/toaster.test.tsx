// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { toast as sonner } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TOAST_DURATION, Toaster } from "~/components/ui/toaster";
import { ToasterGate } from "~/components/ui/toaster-gate";
import { toast } from "~/lib/toast";

// The real sonner toaster behind lib/toast.ts, against spec §9's constants. The swipe is a real
// pointer gesture, checked in a browser (tests/e2e/toasts.spec.ts).
const region = () => screen.getByRole("region", { name: "Notifications (F8)" });
const items = () => within(region()).queryAllByRole("listitem");
/** Sonner adds and removes toasts on timers and animation frames; let them run. */
const settle = (ms = 0) => act(() => vi.advanceTimersByTime(ms));
/** A dismissed toast's exit: a frame to mark it, then its 200 ms animation (rendered in between). */
const exitPlayed = () => {
  settle(16);
  settle(250);
};
const fakeTimers = () =>
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "Date", "requestAnimationFrame", "cancelAnimationFrame"],
  });

afterEach(() => {
  act(() => sonner.dismiss());
  vi.useRealTimers();
});

describe("toasts (spec §8, §9)", () => {
  it("show one at a time: a new toast replaces the one showing", () => {
    fakeTimers();
    render(<Toaster />);
    act(() => toast({ title: "One", description: "First" }));
    settle();
    expect(items()).toHaveLength(1);
    act(() => toast({ title: "Two", variant: "destructive" }));
    settle();
    exitPlayed();
    expect(items()).toHaveLength(1);
    expect(items()[0]).toHaveTextContent("Two");
    expect(screen.queryByText("One")).toBeNull();
  });

  it("stay 5,000 ms, then leave", () => {
    fakeTimers();
    render(<Toaster />);
    act(() => toast({ title: "Message Sent!" }));
    settle();
    expect(TOAST_DURATION).toBe(5000);
    settle(TOAST_DURATION - 1);
    expect(items()[0]).toHaveAttribute("data-removed", "false");
    // At 5,000 ms the toast starts its exit, and is gone once that has played.
    settle(1);
    expect(items()[0]).toHaveAttribute("data-removed", "true");
    exitPlayed();
    expect(items()).toHaveLength(0);
  });

  it("F8 moves keyboard focus to the toasts", () => {
    fakeTimers();
    render(
      <>
        <button type="button">Elsewhere</button>
        <Toaster />
      </>,
    );
    screen.getByRole("button", { name: "Elsewhere" }).focus();
    act(() => toast({ title: "Export successful" }));
    settle();
    fireEvent.keyDown(document, { key: "F8", code: "F8" });
    expect(region()).toContainElement(document.activeElement as HTMLElement);
  });

  it("a destructive toast is sonner's error type with the red look; the default one is white", () => {
    fakeTimers();
    render(<Toaster />);
    act(() => toast({ title: "Error", description: "502: Bad gateway", variant: "destructive" }));
    settle();
    const [error] = items();
    expect(error).toHaveAttribute("data-type", "error");
    expect(error).toHaveClass("bg-red-50", "text-red-900", "border-l-red-600");
    expect(error!.querySelector("[data-icon] svg")).not.toBeNull();
    expect(within(error!).getByRole("button", { name: "Close notification" })).toBeInTheDocument();
    act(() => toast({ title: "Message Sent!" }));
    settle();
    exitPlayed();
    expect(items()).toHaveLength(1);
    expect(items()[0]).toHaveClass("bg-white");
    expect(items()[0]).not.toHaveAttribute("data-type");
  });

  it("a toast asked for before the toaster is loaded waits for it, and is shown once", async () => {
    render(<ToasterGate />);
    expect(screen.queryByRole("region")).toBeNull();
    act(() => toast({ title: "Logged out successfully" }));
    expect(await screen.findByText("Logged out successfully")).toBeInTheDocument();
    expect(items()).toHaveLength(1);
  });
});
