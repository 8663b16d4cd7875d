/**
 * The page hydrates in slices (src/start-up/hydrate-root.ts): a real server render hydrated in
 * jsdom with React's own scheduler, watched by a timer that records how much of the page
 * had rendered each time it got the main thread.
 */
import React from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { hydrateInSlices } from "../../src/start-up/hydrate-root";

const PARTS = 30;
let rendered = 0;

/** A part of the page whose render takes about a millisecond. */
function Part({ index }: { index: number }) {
  const end = performance.now() + 1;
  while (performance.now() < end) {
    // a millisecond of rendering work
  }
  rendered += 1;
  return <p>Part {index}</p>;
}

const page = (
  <div id="gatsby-focus-wrapper">
    {Array.from({ length: PARTS }, (_, index) => (
      <Part key={index} index={index} />
    ))}
  </div>
);

/** Gives the main thread back until the page has rendered; returns what each turn saw. */
async function watch(): Promise<number[]> {
  const seen: number[] = [];
  for (let turn = 0; turn < 1000 && rendered < PARTS; turn += 1) {
    seen.push(rendered);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  expect(rendered).toBe(PARTS);
  return seen;
}

const partial = (seen: number[]) => seen.filter((count) => count > 0 && count < PARTS);

let container: HTMLElement;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  rendered = 0;
  container = document.createElement("div");
  container.id = "___gatsby";
  document.body.replaceChildren(container);
});

test("React's own hydration renders the whole page in one task (what hydrateInSlices replaces)", async () => {
  container.innerHTML = renderToString(page);
  rendered = 0;
  hydrateRoot(container, page);
  expect(partial(await watch())).toEqual([]);
});

test("the page hydrates in slices, giving the main thread back in between, and keeps the server's elements", async () => {
  container.innerHTML = renderToString(page);
  const serverParagraph = container.querySelector("p");
  rendered = 0;
  hydrateInSlices(page, container);
  expect(partial(await watch()).length).toBeGreaterThan(0);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(container.querySelector("p")).toBe(serverParagraph);
  expect(Object.keys(serverParagraph ?? {}).some((key) => key.startsWith("__reactFiber"))).toBe(true);
});

test("a page with no server HTML (gatsby develop) is rendered, not hydrated, and the function returned unmounts it", async () => {
  const unmount = hydrateInSlices(page, container);
  await watch();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(container.querySelectorAll("p")).toHaveLength(PARTS);
  unmount();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(container).toBeEmptyDOMElement();
});

test("no root element: a clear error", () => {
  expect(() => hydrateInSlices(page, null)).toThrow("___gatsby");
});
