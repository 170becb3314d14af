// ESLint (flat config): the recommended JavaScript and TypeScript rules everywhere, and React's
// hooks rules on the app. exhaustive-deps is an error, not the preset's warning: a stale closure
// in an effect is a bug, and a warning would let `make test` pass with it. A deliberate gap in a
// dependency list gets an eslint-disable comment that says why.
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  { ignores: ["build/", ".react-router/", "test-results*/", "playwright-report*/", "public/"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
  {
    // Only the app: Playwright's fixtures call a function named `use`, which is not React's hook.
    files: ["app/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat["recommended-latest"]],
    rules: { "react-hooks/exhaustive-deps": "error" },
  },
);
