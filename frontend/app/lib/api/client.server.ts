// Loaders call Django directly, not through the front server's proxy. Server-only module.
import { createApiClient } from "./client";

export const BACKEND_URL = (process.env.BACKEND_URL ?? "http://127.0.0.1:8000").replace(/\/+$/, "");

export const api = createApiClient(BACKEND_URL, process.env.DEV_KEY || undefined);
