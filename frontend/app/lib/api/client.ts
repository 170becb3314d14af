// A typed client for the Django API (types generated from backend/openapi.json by `npm run openapi`).
import createClient from "openapi-fetch";
import { type ApiFetchOptions, createApiFetch } from "./fetch";
import type { paths } from "./schema";

export type ApiClient = ReturnType<typeof createClient<paths>>;

export function createApiClient(baseUrl: string, devKey?: string, options: Omit<ApiFetchOptions, "devKey"> = {}): ApiClient {
  return createClient<paths>({ baseUrl, fetch: createApiFetch({ devKey, ...options }) });
}
