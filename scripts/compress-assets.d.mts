/** Writes file.br and file.gz beside each compressible file of `dir` (see compress-assets.mjs). */
export function compressDir(dir: string): { files: number; before: number; brotli: number };
