// Where the scaled topology of the browser tests runs (playwright.prod.config.ts, make test-e2e-prod):
// scripts/prod.sh on ports of its own, with a fresh PostgreSQL database and its own Redis DB.
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("../../../", import.meta.url));

export const PROD_E2E = {
  port: 3450,
  internalPort: 8450,
  frontendPorts: [3451, 3452],
  backendPorts: [8451, 8452],
  databaseUrl: process.env.E2E_PROD_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/e2e_prod",
  redisUrl: process.env.E2E_PROD_REDIS_URL ?? "redis://127.0.0.1:6379/15",
  dir: `${repo}var/e2e-prod`,
  backendDir: `${repo}backend`,
};
