import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
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

// The browser fetches its message catalogue as a fingerprinted JSON file, cached for good, instead of
// finding the whole catalogue in every page's HTML (app/locales/catalogues.ts). The files are made
// here from the same precompiled catalogues, named by their content.
const CATALOGUE_LOCALES = ["nl", "en"] as const;
const catalogueFiles = CATALOGUE_LOCALES.map((locale) => {
  const source = JSON.stringify(
    precompileCatalogue(JSON.parse(readFileSync(new URL(`./app/locales/${locale}.json`, import.meta.url), "utf8")) as Catalogue),
  );
  const hash = createHash("sha256").update(source).digest("hex").slice(0, 10);
  return { locale, url: `/assets/messages-${locale}-${hash}.json`, source };
});

function messageCatalogueFiles(): Plugin {
  return {
    name: "message-catalogue-files",
    generateBundle() {
      if (this.environment?.name !== "client") return;
      for (const file of catalogueFiles) this.emitFile({ type: "asset", fileName: file.url.slice(1), source: file.source });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = catalogueFiles.find((candidate) => candidate.url === request.url);
        if (!file) return next();
        response.setHeader("Content-Type", "application/json");
        response.end(file.source);
      });
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

// Small modules nearly every content page imports (images, content views, the untranslated-page
// notice): in the shell they cost a few hundred bytes where unused and save a chunk of their own,
// each with its import list and gzip header, on every content page's first visit.
const SHARED_BY_CONTENT = /[\\/]app[\\/](lib[\\/]tracking[\\/]use-track\.ts|components[\\/]content[\\/](ResponsiveImage|ContentLanguage)\.tsx)$/;

const clientChunks = {
  groups: [{ name: "shell", test: (id: string) => FRAMEWORK.test(id) || shellModules.has(id) || SHARED_BY_CONTENT.test(id) }],
};

export default defineConfig({
  plugins: [precompiledMessages(), reactRouter(), buildMetadata(), messageCatalogueFiles(), shellChunk(), precompressAssets()],
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
    __MESSAGE_CATALOGUES__: JSON.stringify(Object.fromEntries(catalogueFiles.map(({ locale, url }) => [locale, url]))),
  },
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
