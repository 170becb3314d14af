// Unit tests only: the React Router plugin is left out on purpose, and Playwright's e2e/ is not ours.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}"],
    exclude: ["e2e/**", "node_modules/**", "build/**"],
    environment: "node",
  },
});
