/**
 * One worker thread of the compression pool (compress-pool.ts): compresses each file's
 * content it is sent and posts the copies back under the same id. Plain CommonJS for the
 * reason compress.js gives.
 */
"use strict";
const { parentPort } = require("node:worker_threads");
const { precompress } = require("./compress");

parentPort.on("message", async ({ id, content, brotliQuality }) => {
  try {
    const { br, gz } = await precompress(
      Buffer.from(content.buffer, content.byteOffset, content.byteLength),
      brotliQuality,
    );
    parentPort.postMessage({ id, br, gz });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.stack ? error.stack : error) });
  }
});
