// Vite plugin (vite.config.ts): every fingerprinted browser asset of 256 bytes or more gets a .gz (Zopfli,
// gzip's format at its best compression: about 6 % smaller than gzip -9) and a .br (Brotli, quality
// 11) beside it. The assets never change under their names, so they are compressed once here
// instead of on every request; server.ts serves these files as they are (and nginx with
// gzip_static). DESIGN.md §6: first-load JavaScript is counted in gzip as served.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompress, constants } from "node:zlib";
import { promisify } from "node:util";
import { gzipAsync } from "@gfx/zopfli";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
const MIN_BYTES = 256;
const brotli = promisify(brotliCompress);

export async function precompressFile(path: string): Promise<void> {
  const source = await readFile(path);
  if (source.length < MIN_BYTES) return;
  const [gzipped, brotlied] = await Promise.all([
    gzipAsync(source, { numiterations: 15 }),
    brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
  ]);
  await Promise.all([writeFile(`${path}.gz`, gzipped), writeFile(`${path}.br`, brotlied)]);
}

export function precompressAssets(): Plugin {
  return {
    name: "precompress-assets",
    apply: "build",
    async writeBundle(options, bundle) {
      if (this.environment?.name !== "client" || !options.dir) return;
      const files = Object.keys(bundle).filter((name) => name.startsWith("assets/") && COMPRESSIBLE.test(name));
      for (const name of files) await precompressFile(join(options.dir, name));
    },
  };
}
