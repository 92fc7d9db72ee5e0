import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { postTurns } from "../../server/middleware/post-turns";

// Posts take turns (issue #30, item 3): one post's work per turn of the event loop.

type Answer = { status?: number; headers: Record<string, string>; body?: unknown };

function request(method: string) {
  return { method, path: "/api/contact", accepts: () => "json" } as unknown as Request;
}
function response(destroyed = false) {
  const answer: Answer = { headers: {} };
  const res = {
    destroyed,
    headersSent: false,
    status(code: number) {
      answer.status = code;
      return res;
    },
    set(name: string, value: string) {
      answer.headers[name] = value;
      return res;
    },
    json(body: unknown) {
      answer.body = body;
      return res;
    },
  };
  return { res: res as unknown as Response, answer };
}
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("postTurns", () => {
  it("lets GET and HEAD through at once", () => {
    const turns = postTurns();
    const passed: string[] = [];
    turns(request("GET"), response().res, () => passed.push("GET"));
    turns(request("HEAD"), response().res, () => passed.push("HEAD"));
    expect(passed).toEqual(["GET", "HEAD"]);
  });

  it("starts one post per turn of the event loop, with other work running between them", async () => {
    const turns = postTurns();
    const order: string[] = [];
    for (const name of ["post 1", "post 2", "post 3"]) turns(request("POST"), response().res, () => order.push(name));
    expect(order).toEqual([]); // none in the turn that read them
    setImmediate(() => order.push("a page"));
    await nextTurn();
    await nextTurn();
    await nextTurn();
    await nextTurn();
    expect(order).toEqual(["post 1", "a page", "post 2", "post 3"]);
  });

  it("skips the turn of a post whose client has gone", async () => {
    const turns = postTurns();
    const order: string[] = [];
    turns(request("POST"), response(true).res, () => order.push("gone"));
    turns(request("POST"), response().res, () => order.push("still here"));
    await nextTurn();
    await nextTurn();
    expect(order).toEqual(["still here"]);
  });

  it("answers 503 with Retry-After once too many posts wait, and takes posts again after", async () => {
    const turns = postTurns(2);
    const started: number[] = [];
    for (const n of [1, 2]) turns(request("POST"), response().res, () => started.push(n));
    const over = response();
    turns(request("POST"), over.res, () => started.push(3));
    expect(over.answer).toEqual({
      status: 503,
      headers: { "Retry-After": "1", "Cache-Control": "no-store" },
      body: { message: "The server is busy. Please try again in a moment." },
    });
    await nextTurn();
    await nextTurn();
    turns(request("POST"), response().res, () => started.push(4));
    await nextTurn();
    expect(started).toEqual([1, 2, 4]);
  });
});
