import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Smaller files save less than the extra request header costs. */
const MIN_BYTES = 1024;

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip, level 9) beside each text file of
 * the browser build, once, so the server sends whichever the browser accepts without
 * compressing anything per request. Source maps stay as they are: they are never served.
 */
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'roofline-precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? '' : config.build.outDir;
    },
    writeBundle() {
      if (!outDir) return;
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
        const content = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}
