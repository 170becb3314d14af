// One anonymous client sending large POST bodies in a loop while other visitors browse (issue 19):
// the proxies refuse the body or Django drains it, and no visitor may see a single failure.
import { expect } from "@playwright/test";

export interface FloodResult {
  attacks: Record<string, number>;
  visits: number;
  failures: string[];
}

/** Seconds of flooding: FLOOD_SECONDS, 8 by default in the suite (20 for the full drill). */
export const FLOOD_SECONDS = Number(process.env.FLOOD_SECONDS ?? 8);

// An anonymous member endpoint answers before it reads the body (403: no CSRF cookie, or 413).
const TARGET = "/api/members/me/details";
// 1 MB (over every limit in front) and 200 kB (under the proxies' limit, so Django answers early).
const SIZES = [1024 * 1024, 200 * 1000];

export async function flood(baseURL: string, visitorPaths: string[], seconds = FLOOD_SECONDS): Promise<FloodResult> {
  const end = Date.now() + seconds * 1000;
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
    try {
      const response = await fetch(`${baseURL}${path}`, { signal: AbortSignal.timeout(15_000) });
      const text = await response.text();
      if (response.ok) result.visits++;
      else result.failures.push(`${path}: ${response.status} ${text.slice(0, 80)}`);
    } catch (error) {
      result.failures.push(`${path}: ${(error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name}`);
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
