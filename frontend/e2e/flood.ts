// One anonymous client sending large POST bodies in a loop while other visitors browse (issue 19):
// the proxies refuse the body or Django drains it, and no visitor may see a single failure.
import { expect } from "@playwright/test";

export interface FloodResult {
  attacks: Record<string, number>;
  visits: number;
  /** Each failed visit: path, status or error, when it started (seconds into the flood) and how long it took. */
  failures: string[];
}

/** Seconds of flooding: FLOOD_SECONDS, 8 by default in the suite (20 for the full drill). */
export const FLOOD_SECONDS = Number(process.env.FLOOD_SECONDS ?? 8);

// An anonymous member endpoint answers before it reads the body (403: no CSRF cookie, or 413).
const TARGET = "/api/members/me/details";
// 1 MB (over every limit in front) and 200 kB (under the proxies' limit, so Django answers early).
const SIZES = [1024 * 1024, 200 * 1000];

export async function flood(baseURL: string, visitorPaths: string[], seconds = FLOOD_SECONDS): Promise<FloodResult> {
  const start = Date.now();
  const end = start + seconds * 1000;
  const result: FloodResult = { attacks: {}, visits: 0, failures: [] };
  const attack = async (size: number) => {
    let outcome: string;
    try {
      const response = await fetch(`${baseURL}${TARGET}`, {
        method: "POST",
        body: Buffer.alloc(size, "a"),
        headers: { "content-type": "application/json" },
        signal: AbortSignal.timeout(15_000),
      });
      const text = await response.text();
      outcome = `${size}:${response.status}`;
      // Whoever refuses it says why, in the API's shape.
      if (response.status === 413) expect(JSON.parse(text).message).toMatch(/te groot/);
    } catch (error) {
      outcome = `${size}:${(error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name}`;
    }
    result.attacks[outcome] = (result.attacks[outcome] ?? 0) + 1;
  };
  const attacker = async (size: number) => {
    while (Date.now() < end) await attack(size);
  };
  const visit = async (path: string) => {
    const sent = Date.now();
    // When it went wrong: a stall shows as failures that started together and took the timeout.
    const when = () => `(at ${((sent - start) / 1000).toFixed(1)} s, after ${Date.now() - sent} ms)`;
    try {
      const response = await fetch(`${baseURL}${path}`, { signal: AbortSignal.timeout(15_000) });
      const text = await response.text();
      if (response.ok) result.visits++;
      else result.failures.push(`${path}: ${response.status} ${text.slice(0, 80)} ${when()}`);
    } catch (error) {
      result.failures.push(`${path}: ${(error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name} ${when()}`);
    }
  };
  const visitor = async (path: string) => {
    while (Date.now() < end) await visit(path);
  };
  // A visitor right behind each bad request: the proxy's pooled connection it would take next.
  const alternating = async () => {
    while (Date.now() < end) {
      await attack(SIZES[1]);
      await visit(visitorPaths[0]);
    }
  };
  await Promise.all([...SIZES.map(attacker), alternating(), ...visitorPaths.map(visitor)]);
  return result;
}

/** The failures for an assertion's message (a cut log still shows them): how many, and the first 20. */
export function describeFailures(result: FloodResult): string {
  const shown = result.failures.slice(0, 20);
  const more = result.failures.length - shown.length;
  return `${result.failures.length} failed visits (${result.visits} succeeded): ${JSON.stringify(shown)}${more ? ` and ${more} more` : ""}`;
}
