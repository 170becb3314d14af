// Browser tests in Debian's Chromium (never a downloaded browser) against the production build,
// served by scripts/serve.sh exactly as `make run` serves it, on its own ports and database.
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const backendPort = Number(process.env.E2E_BACKEND_PORT ?? 8100);
const databaseUrl = process.env.E2E_DATABASE_URL ?? `sqlite:///${process.cwd()}/../var/e2e.sqlite3`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Whole flows (order, pay, read the mail in the admin, follow its link) take 15-25 s on two
  // busy cores; each step still waits at most the expect timeout.
  timeout: 60_000,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromium,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "phone", use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 812 }, hasTouch: true } },
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: "bash ../scripts/serve.sh",
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      BACKEND_PORT: String(backendPort),
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: "2",
      // Consent-gated third parties at reserved .test hosts; e2e/fixtures.ts answers them itself.
      AD_PIXEL_ID: "e2e-pixel",
      AD_PIXEL_URL: "https://pixel.tracking.test/tr",
      ANALYTICS_SCRIPT_URL: "https://analytics.tracking.test/script.js",
      ANALYTICS_SITE: "localhost",
    },
  },
});
