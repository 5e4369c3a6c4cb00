import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|md)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

/**
 * Writes a `.br` and a `.gz` copy beside every compressible file of the build, so the server sends
 * them ready-made (maximum compression, no work per request).
 */
export function precompress(): Plugin {
  return {
    name: 'lense-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir as string;
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(dir, name);
          const source = await readFile(path);
          if (source.length < MIN_BYTES) return;
          await writeFile(
            `${path}.br`,
            await brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          await writeFile(`${path}.gz`, await gz(source, { level: 9 }));
        }),
      );
    },
  };
}
