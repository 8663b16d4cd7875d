/** Types of compress.js (plain CommonJS, so that a worker thread can load it). */
export interface Precompressed {
  /** Brotli, text mode, at the quality asked for (11 unless said): file.br */
  br?: Buffer;
  /** gzip at level 9: file.gz */
  gz?: Buffer;
}
export const PRECOMPRESS_MIN_BYTES: number;
export function precompress(content: Uint8Array, brotliQuality?: number): Promise<Precompressed>;
