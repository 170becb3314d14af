import { randomBytes } from "node:crypto";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { type Catalogue, precompileCatalogue } from "./app/locales/precompile.ts";
import { precompressAssets } from "./precompress.ts";

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

// app/locales/{nl,en}.json arrive compiled (app/locales/precompile.ts), and use-intl formats them
// with its format-only formatter, on the server too (use-intl is bundled into the server build so
// the alias reaches it). Unit tests (vitest.config.ts) keep the plain catalogues and the full
// formatter; app/locales/precompile.test.ts checks both give the same texts.
function precompiledMessages(): Plugin {
  return {
    name: "precompiled-messages",
    enforce: "pre",
    transform(code, id) {
      if (!/\/app\/locales\/[a-z]{2}\.json$/.test(id)) return null;
      return { code: JSON.stringify(precompileCatalogue(JSON.parse(code) as Catalogue)), map: null };
    },
  };
}

// The browser build in few, well-compressing chunks (DESIGN.md §6: first-load JavaScript): React,
// React DOM, React Router and everything the root route and the client entry import statically
// (the shell every page loads) in one 'shell' chunk; route modules and what only some routes share
// are split as usual. Without this, the shell came as ~30 chunks, each compressed on its own:
// 2-3 KB more gzip on every first load.
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
let shellModules = new Set<string>();

function shellChunk(): Plugin {
  return {
    name: "shell-chunk",
    apply: "build",
    buildEnd() {
      if (this.environment?.name !== "client") return;
      // The entries: the client entry and the root route's module (root.tsx with React Router's
      // query); root.tsx itself, which the latter re-exports, goes into the shell too.
      const roots = [...this.getModuleIds()].filter((id) => /[\\/]app[\\/](root\.tsx\?|entry\.client\.tsx$)/.test(id));
      const seen = new Set<string>();
      const queue = [...roots];
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (seen.has(id)) continue;
        seen.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      for (const root of roots) seen.delete(root);
      shellModules = seen;
    },
  };
}

const clientChunks = {
  groups: [{ name: "shell", test: (id: string) => FRAMEWORK.test(id) || shellModules.has(id) }],
};

export default defineConfig({
  plugins: [precompiledMessages(), reactRouter(), buildMetadata(), shellChunk(), precompressAssets()],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  resolve: {
    alias: [{ find: /^use-intl\/format-message$/, replacement: "use-intl/format-message/format-only" }],
  },
  ssr: { noExternal: ["use-intl"] },
  environments: { client: { build: { rolldownOptions: { output: { codeSplitting: clientChunks } } } } },
  build: {
    // Keep small assets (the icon sprites, the tiny CSS) inline; fonts stay files.
    assetsInlineLimit: 2048,
    sourcemap: !!process.env.SOURCEMAP,
  },
});
