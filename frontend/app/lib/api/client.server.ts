// Loaders call Django directly, not through the front server's proxy. Server-only module.
import { createApiClient } from "./client";
import { ContentCache } from "./content-cache.server";
import { sendRequest } from "./transport.server";

export const BACKEND_URL = (process.env.BACKEND_URL ?? "http://127.0.0.1:8000").replace(/\/+$/, "");

function millisecondsFromEnv(name: string, fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const value = env[name];
  if (value === undefined || value.trim() === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive whole number, got ${value}`);
  return parsed;
}

/** The most one reading API call of a loader may take, its retry included: then the page shows the error page. */
export const BACKEND_TIMEOUT_MS = millisecondsFromEnv("BACKEND_TIMEOUT_MS", 5_000);
/** The same for a call that changes something (an action; a payment waits for its provider). */
export const BACKEND_WRITE_TIMEOUT_MS = millisecondsFromEnv("BACKEND_WRITE_TIMEOUT_MS", 20_000);

export const api = createApiClient(BACKEND_URL, process.env.DEV_KEY || undefined, {
  timeoutMs: BACKEND_TIMEOUT_MS,
  writeTimeoutMs: BACKEND_WRITE_TIMEOUT_MS,
  // undici's request(), not the global fetch(): the same HTTP for less CPU per call.
  fetch: sendRequest,
  // Public content answers Django lets a shared cache keep (the scaled mode): from memory.
  contentCache: new ContentCache({ backendUrl: BACKEND_URL }),
});
