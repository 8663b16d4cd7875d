/**
 * @jest-environment node
 */
import path from "node:path";
import { compressPool } from "../compress-pool";
import { precompress } from "../precompress";

const WORKER = path.join(__dirname, "..", "compress-worker.js");

const page = (n: number) =>
  Buffer.from(Array.from({ length: 150 }, (_, i) => `<li>${n}: reverse osmosis stage ${i * n}</li>`).join(""));

describe("compressPool", () => {
  // Twelve brotli-11 and gzip compressions and two worker start-ups: about 2 s on a quiet
  // machine, more than Jest's 5 s when the two cores are shared with a build.
  it("compresses many files at once in two workers, to the same bytes as the main thread", async () => {
    const pool = compressPool(WORKER, 2);
    try {
      const contents = Array.from({ length: 6 }, (_, n) => page(n + 1));
      const fromPool = await Promise.all(contents.map((content) => pool.compress(content)));
      const onMainThread = await Promise.all(contents.map((content) => precompress(content)));
      expect(fromPool).toEqual(onMainThread);
      expect(Buffer.isBuffer(fromPool[0].br)).toBe(true);
      expect(Buffer.isBuffer(fromPool[0].gz)).toBe(true);
      // A small file gets no copies, from a worker as on the main thread.
      expect(await pool.compress(Buffer.from("small"))).toEqual({});
    } finally {
      await pool.close();
    }
  }, 30_000);

  it("fails the files it was given when its worker cannot start, instead of waiting for ever", async () => {
    const pool = compressPool(path.join(__dirname, "no-such-worker.js"), 1);
    try {
      await expect(pool.compress(page(1))).rejects.toThrow(/no-such-worker/);
      await expect(pool.compress(page(2))).rejects.toThrow(/stopped/);
    } finally {
      await pool.close();
    }
  });
});
