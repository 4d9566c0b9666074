// Precompresses the built web app (brotli at its best quality, and gzip) beside each file, so the API's
// static handler sends `file.br` / `file.gz` with the right Content-Encoding instead of compressing per
// request. Run after `vite build` (apps/web's build script); files that would not shrink are skipped.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map|pbf)$/i;
const MIN_BYTES = 1024;

export function compressDir(dir) {
  let before = 0;
  let brotli = 0;
  let files = 0;
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const file = path.join(d, entry.name);
      if (entry.isDirectory()) {
        walk(file);
        continue;
      }
      if (!COMPRESSIBLE.test(entry.name) || entry.name.endsWith('.map')) continue;
      const data = fs.readFileSync(file);
      if (data.length < MIN_BYTES) continue;
      const br = zlib.brotliCompressSync(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      });
      const gz = zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION });
      if (br.length < data.length) fs.writeFileSync(`${file}.br`, br);
      if (gz.length < data.length) fs.writeFileSync(`${file}.gz`, gz);
      before += data.length;
      brotli += Math.min(br.length, data.length);
      files++;
    }
  };
  walk(dir);
  return { files, before, brotli };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  const { files, before, brotli } = compressDir(dir);
  const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(`precompressed ${files} files in ${dir}: ${kib(before)} → ${kib(brotli)} brotli`);
}
