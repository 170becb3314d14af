// Where the scaled topology of the browser tests runs (playwright.prod.config.ts, make test-e2e-prod):
// scripts/prod.sh on ports of its own, with a fresh PostgreSQL database and its own Redis DB. The
// ports and the folder may be moved (E2E_PROD_PORT …), so that two runs on one machine keep apart.
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("../../../", import.meta.url));

const number = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const frontendPort = number("E2E_PROD_FRONTEND_PORT", 3451);
const backendPort = number("E2E_PROD_BACKEND_PORT", 8451);

export const PROD_E2E = {
  port: number("E2E_PROD_PORT", 3450),
  internalPort: number("E2E_PROD_INTERNAL_PORT", 8450),
  frontendPorts: [frontendPort, frontendPort + 1],
  backendPorts: [backendPort, backendPort + 1],
  databaseUrl: process.env.E2E_PROD_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/e2e_prod",
  redisUrl: process.env.E2E_PROD_REDIS_URL ?? "redis://127.0.0.1:6379/15",
  dir: process.env.E2E_PROD_DIR ?? `${repo}var/e2e-prod`,
  backendDir: `${repo}backend`,
};
