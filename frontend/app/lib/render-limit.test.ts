import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { createRenderLimit, renderConcurrencyFromEnv } from "./render-limit.server";

const request = {} as IncomingMessage;
const response = () => new EventEmitter() as unknown as ServerResponse;

describe("createRenderLimit", () => {
  it("lets `max` requests through and the others in arrival order as turns end", () => {
    const limit = createRenderLimit(2);
    const started: string[] = [];
    const responses = ["a", "b", "c", "d"].map((name) => {
      const res = response();
      limit(request, res, () => started.push(name));
      return res;
    });
    expect(started).toEqual(["a", "b"]);
    expect([limit.active, limit.waiting]).toEqual([2, 2]);
    responses[1].emit("close");
    expect(started).toEqual(["a", "b", "c"]);
    responses[0].emit("close");
    responses[0].emit("close"); // a second close of the same answer frees nothing more
    expect(started).toEqual(["a", "b", "c", "d"]);
    expect([limit.active, limit.waiting]).toEqual([2, 0]);
    responses[2].emit("close");
    responses[3].emit("close");
    expect([limit.active, limit.waiting]).toEqual([0, 0]);
  });

  it("forgets a request whose visitor left while it waited", () => {
    const limit = createRenderLimit(1);
    const started: string[] = [];
    const first = response();
    const gone = response();
    limit(request, first, () => started.push("first"));
    limit(request, gone, () => started.push("gone"));
    limit(request, response(), () => started.push("third"));
    gone.emit("close");
    expect(limit.waiting).toBe(1);
    first.emit("close");
    expect(started).toEqual(["first", "third"]);
    expect(limit.active).toBe(1);
  });

  it("with 0 lets everything through at once", () => {
    const limit = createRenderLimit(0);
    let started = 0;
    for (let i = 0; i < 50; i++) limit(request, response(), () => started++);
    expect(started).toBe(50);
  });
});

describe("renderConcurrencyFromEnv", () => {
  it("reads a whole number, falls back to 8 when unset and refuses anything else", () => {
    expect(renderConcurrencyFromEnv({ RENDER_CONCURRENCY: "6" })).toBe(6);
    expect(renderConcurrencyFromEnv({ RENDER_CONCURRENCY: "0" })).toBe(0);
    expect(renderConcurrencyFromEnv({})).toBe(8);
    expect(renderConcurrencyFromEnv({ RENDER_CONCURRENCY: "" })).toBe(8);
    expect(() => renderConcurrencyFromEnv({ RENDER_CONCURRENCY: "-1" })).toThrow(/whole number/);
    expect(() => renderConcurrencyFromEnv({ RENDER_CONCURRENCY: "two" })).toThrow(/whole number/);
  });
});
