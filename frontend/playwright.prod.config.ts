// The main flows in Debian's Chromium once more, against the scaled topology of `make prod`
// (scripts/prod.sh: nginx with its page cache → 2 Node + 2 Django, PostgreSQL, Redis, the RQ worker),
// on ports of their own with a fresh database (make test-e2e-prod). Runs the tests tagged @flow
// (browse, search, donate, buy a ticket, join, log in) and e2e/scaled/ (@scaled: the cache, its
// invalidation on publish, a login shared by the instances, the logs).
import { defineConfig, devices } from "@playwright/test";
import { PROD_E2E } from "./e2e/scaled/topology";

export default defineConfig({
  testDir: "e2e",
  testMatch: ["**/*.spec.ts", "scaled/**/*.scaled.ts"],
  grep: /@flow|@scaled/,
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never", outputFolder: "playwright-report-prod" }]],
  outputDir: "test-results-prod",
  use: {
    baseURL: `http://localhost:${PROD_E2E.port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: "bash ../scripts/prod.sh",
    url: `http://127.0.0.1:${PROD_E2E.port}/api/health/ready`,
    reuseExistingServer: false,
    // A fresh PostgreSQL database: every migration and the demo content first.
    timeout: 600_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PROD_PORT: String(PROD_E2E.port),
      PROD_INTERNAL_PORT: String(PROD_E2E.internalPort),
      PROD_FRONTEND_PORT: String(PROD_E2E.frontendPorts[0]),
      PROD_BACKEND_PORT: String(PROD_E2E.backendPorts[0]),
      PROD_INSTANCES: "2",
      PROD_DIR: PROD_E2E.dir,
      MEDIA_ROOT: `${PROD_E2E.dir}/media`,
      PRIVATE_MEDIA_ROOT: `${PROD_E2E.dir}/private`,
      DATABASE_URL: PROD_E2E.databaseUrl,
      REDIS_URL: PROD_E2E.redisUrl,
      WEB_CONCURRENCY: "2",
      LOG_LEVEL: "WARNING",
      // As in playwright.config.ts: consent-gated third parties at reserved .test hosts.
      AD_PIXEL_ID: "e2e-pixel",
      AD_PIXEL_URL: "https://pixel.tracking.test/tr",
      ANALYTICS_SCRIPT_URL: "https://analytics.tracking.test/script.js",
      ANALYTICS_SITE: "localhost",
    },
  },
});
