/** Types of compress.js (plain CommonJS, so that a worker thread can load it). */
export interface Precompressed {
  /** Brotli, quality 11, text mode: file.br */
  br?: Buffer;
  /** gzip at level 9: file.gz */
  gz?: Buffer;
}
export const PRECOMPRESS_MIN_BYTES: number;
export function precompress(content: Uint8Array): Promise<Precompressed>;
