// How many pages one Node server renders at once; the rest wait their turn, first come first served.
//
// Why (bench/RESULTS.md, "Load"): the event loop accepts one new connection per iteration (libuv
// 1.45+), and an iteration runs every render that became ready. With 100 pages in flight an
// iteration took 70-150 ms, so new connections waited seconds in the kernel's listen queue, unseen
// and unordered, while the pages already accepted were rendered. With a cap an iteration stays
// short, the server keeps accepting, and a waiting request waits here, in arrival order.
import type { IncomingMessage, ServerResponse } from "node:http";

type Next = () => void;

export interface RenderLimit {
  (req: IncomingMessage, res: ServerResponse, next: Next): void;
  readonly active: number;
  readonly waiting: number;
}

/** Express middleware letting at most `max` requests past at once (0: no limit). */
export function createRenderLimit(max: number): RenderLimit {
  let active = 0;
  const queue: Next[] = [];

  function release() {
    const next = queue.shift();
    if (next) next();
    else active--;
  }

  const limit = ((_req: IncomingMessage, res: ServerResponse, next: Next) => {
    if (max <= 0) return next();
    let started = false;
    const start = () => {
      started = true;
      next();
    };
    // 'close' follows the last byte sent, or a client that went away: either way the turn is over.
    res.once("close", () => {
      if (started) release();
      else queue.splice(queue.indexOf(start), 1); // gave up while waiting: its place goes
    });
    if (active < max) {
      active++;
      start();
    } else {
      queue.push(start);
    }
  }) as RenderLimit;
  Object.defineProperties(limit, {
    active: { get: () => active },
    waiting: { get: () => queue.length },
  });
  return limit;
}

// Measured on 2 cores (bench/RESULTS.md, "Load"): 8 kept the throughput and, at 200 connections, took
// p99 from ~4 s to 1.4-1.7 s with no request over 5 s (before: 2-3 %); 12 and up lost that again.
const DEFAULT_RENDER_CONCURRENCY = 8;

/** RENDER_CONCURRENCY from the environment: a whole number, 0 for no limit (unset: 8). */
export function renderConcurrencyFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.RENDER_CONCURRENCY;
  if (value === undefined || value.trim() === "") return DEFAULT_RENDER_CONCURRENCY;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`RENDER_CONCURRENCY must be a whole number, got ${value}`);
  return parsed;
}
