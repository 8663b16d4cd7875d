/**
 * Compression in worker threads, one per core: brotli at its highest quality (and gzip)
 * are CPU-bound and single-threaded, so a build with two cores compresses its changed files
 * in about half the time. Each worker runs compress-worker.js; the copies are the same
 * bytes as compressing on the main thread (both encoders are deterministic).
 */
import os from "node:os";
import { Worker } from "node:worker_threads";
import type { Precompressed } from "./compress";

export interface CompressPool {
  /** The compressed copies of one file's content (compress.js's precompress, in a worker). */
  compress(content: Uint8Array, brotliQuality?: number): Promise<Precompressed>;
  /** Stops the workers; call it once every compress() has settled. */
  close(): Promise<void>;
}

interface Job {
  id: number;
  content: Uint8Array;
  brotliQuality?: number;
  resolve: (copies: Precompressed) => void;
  reject: (error: Error) => void;
}

interface Reply {
  id: number;
  br?: Uint8Array;
  gz?: Uint8Array;
  error?: string;
}

/** A worker's reply arrives as plain Uint8Arrays: Buffers again, as the callers expect. */
const asBuffer = (bytes: Uint8Array | undefined) =>
  bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : undefined;

/** `size` workers running `workerFile` (compress-worker.js), each given the next job when it is free. */
export function compressPool(workerFile: string, size = os.availableParallelism()): CompressPool {
  const queue: Job[] = [];
  const running = new Map<Worker, Job | undefined>();
  let nextId = 0;

  const feed = (worker: Worker) => {
    const job = queue.shift();
    running.set(worker, job);
    if (job) worker.postMessage({ id: job.id, content: job.content, brotliQuality: job.brotliQuality });
  };

  for (let i = 0; i < Math.max(1, size); i += 1) {
    const worker = new Worker(workerFile);
    worker.on("message", (reply: Reply) => {
      const job = running.get(worker);
      if (!job || job.id !== reply.id) return;
      if (reply.error) job.reject(new Error(`precompress worker: ${reply.error}`));
      else {
        const br = asBuffer(reply.br);
        const gz = asBuffer(reply.gz);
        job.resolve({ ...(br ? { br } : {}), ...(gz ? { gz } : {}) });
      }
      feed(worker);
    });
    worker.on("error", (error) => {
      running.get(worker)?.reject(error);
      running.delete(worker);
      for (const job of queue.splice(0)) job.reject(error);
    });
    running.set(worker, undefined);
  }

  return {
    compress(content, brotliQuality) {
      return new Promise<Precompressed>((resolve, reject) => {
        if (running.size === 0) {
          reject(new Error("precompress: every compression worker has stopped"));
          return;
        }
        queue.push({ id: (nextId += 1), content, brotliQuality, resolve, reject });
        const idle = [...running].find(([, job]) => job === undefined);
        if (idle) feed(idle[0]);
      });
    },
    async close() {
      await Promise.all([...running.keys()].map((worker) => worker.terminate()));
      running.clear();
    },
  };
}
