import { randomBytes } from "node:crypto";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

// One id per build (BUILD_ID overrides it, e.g. a git commit): compiled into the app and written to
// builds/latest.json, which the running app checks every hour (app/lib/release.ts).
const buildId = process.env.BUILD_ID || `${new Date().toISOString().replace(/[-:.TZ]/g, "")}-${randomBytes(4).toString("hex")}`;

function buildMetadata(): Plugin {
  return {
    name: "build-metadata",
    apply: "build",
    generateBundle() {
      if (this.environment?.name !== "client") return;
      this.emitFile({
        type: "asset",
        fileName: "builds/latest.json",
        source: `${JSON.stringify({ id: buildId, timestamp: Date.now() })}\n`,
      });
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), buildMetadata()],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  build: {
    // Keep small assets (the icon sprites, the tiny CSS) inline; fonts stay files.
    assetsInlineLimit: 2048,
  },
});
