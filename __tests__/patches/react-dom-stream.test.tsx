/**
 * @jest-environment node
 *
 * patches/react-dom+18.3.1.patch: React 18's streaming renderer, which Gatsby's build uses
 * for every page, wrote its whole 2 KB buffer when a multi-byte character did not fit at its
 * end, so NUL bytes landed in the HTML of pages with Arabic text (and of English pages with
 * "–" or "µ" at an unlucky place). The patch writes only the bytes encoded, as React 19 does
 * (facebook/react#26228).
 */
import React from "react";
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";

function renderToHtml(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(Buffer.from(chunk));
        callback();
      },
      final(callback) {
        resolve(Buffer.concat(chunks).toString("utf8"));
        callback();
      },
    });
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject });
  });
}

test("pages with Arabic text render without NUL bytes at the stream's buffer boundaries", async () => {
  const words = "الفنادق والمطاعم – تيسير المياه µm ";
  const paragraphs = Array.from({ length: 300 }, (_, index) => (
    <p key={index}>{words.repeat(1 + (index % 7)).slice(0, 20 + index)}</p>
  ));
  const html = await renderToHtml(<main>{paragraphs}</main>);
  expect(html.length).toBeGreaterThan(20_000);
  expect(html.includes("\u0000")).toBe(false);
  expect(html).toContain("الفنادق والمطاعم");
});
