import { IMAGE_CHECK_DELAY_MS, JS_ENABLED_CLASS, OVERLAY_MAX_MS } from "../../src/lib/constants";
import {
  FIRST_SCREEN_READY_CLASS,
  FIRST_SCREEN_SCRIPT,
  JS_ENABLED_SCRIPT,
  LOADING_OVERLAY_ATTRIBUTE,
} from "../../src/start-up/first-screen";

/**
 * The page's inline scripts, run as a browser runs them: their text evaluated in the
 * document (jsdom), with Jest's fake timers for the delay and the cap.
 */
const html = document.documentElement;
const ready = () => html.classList.contains(FIRST_SCREEN_READY_CLASS);

/** An <img> as the browser reports it while loading (`complete` false) or done. */
function image({
  complete = false,
  loading = "",
  inOverlay = false,
  box = { top: 0, left: 0, width: 100, height: 100 },
} = {}) {
  const element = document.createElement("img");
  Object.defineProperty(element, "complete", { value: complete });
  if (loading) element.setAttribute("loading", loading);
  element.getBoundingClientRect = () =>
    ({ ...box, bottom: box.top + box.height, right: box.left + box.width, x: box.left, y: box.top }) as DOMRect;
  const parent = inOverlay ? document.createElement("div") : document.body;
  if (inOverlay) {
    parent.setAttribute(LOADING_OVERLAY_ATTRIBUTE, "");
    document.body.append(parent);
  }
  parent.append(element);
  return element;
}

/** Runs an inline script in the page's global scope, as a <script> does. */
function runScript(script = FIRST_SCREEN_SCRIPT) {
  new Function(script)();
}

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = "";
  html.className = "";
});

afterEach(() => jest.useRealTimers());

test("the head's script marks the page as running JavaScript", () => {
  runScript(JS_ENABLED_SCRIPT);
  expect(html.classList.contains(JS_ENABLED_CLASS)).toBe(true);
  expect(ready()).toBe(false);
});

test("with no image to wait for, the first screen is ready once the check has run, IMAGE_CHECK_DELAY_MS later", () => {
  image({ complete: true });
  runScript();
  jest.advanceTimersByTime(IMAGE_CHECK_DELAY_MS - 1);
  expect(ready()).toBe(false);
  jest.advanceTimersByTime(1);
  expect(ready()).toBe(true);
});

test("waits for every image still loading; a failed one counts as loaded", () => {
  const first = image();
  const second = image();
  runScript();
  jest.advanceTimersByTime(IMAGE_CHECK_DELAY_MS);
  first.dispatchEvent(new Event("load"));
  expect(ready()).toBe(false);
  second.dispatchEvent(new Event("error"));
  expect(ready()).toBe(true);
});

test("does not wait for lazy images, in view or not, nor the overlay's own loader", () => {
  image({ loading: "lazy" });
  image({ loading: "lazy", box: { top: 5000, left: 0, width: 100, height: 100 } });
  image({ inOverlay: true });
  runScript();
  jest.advanceTimersByTime(IMAGE_CHECK_DELAY_MS);
  expect(ready()).toBe(true);
});

describe("while the page is still parsed", () => {
  /** The element the parser added last, at `top` px from the top of the screen. */
  function lastParsed(top: number) {
    const element = document.createElement("p");
    element.getBoundingClientRect = () =>
      ({ top, left: 0, width: 100, height: 20, bottom: top + 20, right: 100 }) as DOMRect;
    document.body.append(element);
  }

  beforeEach(() => {
    Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
  });
  afterEach(() => {
    delete (document as { readyState?: string }).readyState;
  });

  test("checks frame by frame until the parser has passed the first screen, then waits for its images", () => {
    lastParsed(0);
    runScript();
    jest.advanceTimersByTime(IMAGE_CHECK_DELAY_MS + 100);
    // The first screen is not all there: an image the parser has not reached may be in it.
    expect(ready()).toBe(false);
    const hero = image();
    lastParsed(window.innerHeight);
    jest.advanceTimersByTime(20);
    expect(ready()).toBe(false);
    hero.dispatchEvent(new Event("load"));
    expect(ready()).toBe(true);
  });

  test("with the first screen parsed and its images in, ready although the rest of the page is not", () => {
    image({ complete: true });
    lastParsed(window.innerHeight + 1);
    runScript();
    jest.advanceTimersByTime(IMAGE_CHECK_DELAY_MS);
    expect(ready()).toBe(true);
  });

  test("never waits longer than OVERLAY_MAX_MS for the parser either", () => {
    lastParsed(0);
    runScript();
    jest.advanceTimersByTime(OVERLAY_MAX_MS - 1);
    expect(ready()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(ready()).toBe(true);
  });
});

test("never waits longer than OVERLAY_MAX_MS", () => {
  image();
  runScript();
  jest.advanceTimersByTime(OVERLAY_MAX_MS - 1);
  expect(ready()).toBe(false);
  jest.advanceTimersByTime(1);
  expect(ready()).toBe(true);
});

test("both are ES5: no arrow functions, let, const or template literals", () => {
  for (const script of [JS_ENABLED_SCRIPT, FIRST_SCREEN_SCRIPT]) expect(script).not.toMatch(/=>|\blet\b|\bconst\b|`/);
});
