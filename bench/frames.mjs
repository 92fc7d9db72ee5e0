#!/usr/bin/env node
// Measurement (not a test): how many frames the idle home page draws at 1440 px with the CPU
// slowed 4x (CDP Emulation.setCPUThrottlingRate), counted by requestAnimationFrame in the page
// over 4 s from the moment it has hydrated, with the number of running animations beside it.
// Run against this build (BUILD_DIR) and, for comparison, against a build of another commit
// (--before=DIR, e.g. a build of main made in a temporary detached worktree). Exits non-zero
// when this build draws fewer frames than the budget.
//
//   BUILD_DIR=build-x node bench/frames.mjs [--before=/abs/build-of-main] [--runs=3] [--vs-paused]
//
// --vs-paused: in the same run (same server, same browser), each measurement of the page as it is
// is followed by one of the same page with every animation paused (CSS animations, transitions
// and Web Animations), and the median frames with animations must be at least
// PAUSED_RATIO (0.8) of the median without: the animations cost the idle page almost nothing.
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../scripts/chromium.mjs";
import { startServer } from "../scripts/start-server.mjs";
import { arg, requireBuild, tempDbFile, verdict } from "./lib.mjs";

// At 4x throttling a frame budget of 60 fps would be 240 frames in 4 s; the page idles with
// particles on, so it should keep well over half of that.
const BUDGET = { minFrames: 120, maxAnimations: 12 };
const WINDOW_MS = 4000;
const runs = Number(arg("runs") ?? 3);
const before = arg("before");
const vsPaused = process.argv.includes("--vs-paused");
const PAUSED_RATIO = 0.8;
const PAUSE_ALL = "*,*::before,*::after{animation-play-state:paused!important;transition:none!important}";

/** Frames per run; with `modes` [false, true] each run measures the page as it is, then paused. */
async function measure(buildDir, modes = [false]) {
  const env = buildDir ? { BUILD_DIR: path.resolve(buildDir) } : {};
  const server = await startServer({ LOG_LEVEL: "warn", ...env }, { dbFile: tempDbFile("frames") });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const results = modes.map(() => []);
  try {
    for (let i = 0; i < runs; i++) {
      for (const [m, paused] of modes.entries()) {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        const page = await context.newPage();
        await page.goto(`${server.url}/`, { waitUntil: "load" });
        await page.waitForSelector("html[data-hydrated]");
        if (paused) {
          await page.addStyleTag({ content: PAUSE_ALL });
          await page.evaluate(() => {
            for (const animation of document.getAnimations()) animation.pause();
          });
        }
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        const result = await page.evaluate(
          (windowMs) =>
            new Promise((resolve) => {
              let frames = 0;
              const start = performance.now();
              const tick = (now) => {
                if (now - start >= windowMs) {
                  resolve({ frames, animations: document.getAnimations().length });
                  return;
                }
                frames++;
                requestAnimationFrame(tick);
              };
              requestAnimationFrame(tick);
            }),
          WINDOW_MS,
        );
        results[m].push(result);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return results;
}

const summary = (results) => {
  const frames = results.map((r) => r.frames).sort((a, b) => a - b);
  return {
    frames,
    median: frames[Math.floor(frames.length / 2)],
    animations: Math.max(...results.map((r) => r.animations)),
  };
};

const result = verdict("frames");
requireBuild();
let beforeSummary;
if (before) {
  beforeSummary = summary((await measure(before))[0]);
  console.log(
    `before (${before}): frames in ${WINDOW_MS / 1000} s at 4x CPU throttling ${beforeSummary.frames.join(", ")} (median ${beforeSummary.median}); running animations ${beforeSummary.animations}`,
  );
}
const [afterRuns, pausedRuns] = await measure(undefined, vsPaused ? [false, true] : [false]);
const pausedSummary = pausedRuns && summary(pausedRuns);
if (pausedSummary) {
  console.log(
    `paused (${process.env.BUILD_DIR ?? "build"}, animations paused): frames in ${WINDOW_MS / 1000} s at 4x CPU throttling ${pausedSummary.frames.join(", ")} (median ${pausedSummary.median})`,
  );
}
const after = summary(afterRuns);
console.log(
  `after  (${process.env.BUILD_DIR ?? "build"}): frames in ${WINDOW_MS / 1000} s at 4x CPU throttling ${after.frames.join(", ")} (median ${after.median}); running animations ${after.animations}`,
);
console.log(`budget: median ≥ ${BUDGET.minFrames} frames, ≤ ${BUDGET.maxAnimations} running animations`);
result.check(after.median >= BUDGET.minFrames, `median ${after.median} frames < ${BUDGET.minFrames}`);
result.check(after.animations <= BUDGET.maxAnimations, `${after.animations} animations > ${BUDGET.maxAnimations}`);
if (pausedSummary) {
  const ratio = after.median / Math.max(1, pausedSummary.median);
  console.log(`with animations / paused: ${ratio.toFixed(2)} (budget ≥ ${PAUSED_RATIO})`);
  result.check(
    ratio >= PAUSED_RATIO,
    `animated ${after.median} frames < ${PAUSED_RATIO} × paused ${pausedSummary.median}`,
  );
}
result.finish({ before: beforeSummary, paused: pausedSummary, after, budget: BUDGET });
