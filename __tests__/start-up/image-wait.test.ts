import { IMAGE_CHECK_DELAY_MS, OVERLAY_MAX_MS } from "../../src/lib/constants";
import {
  imagesToWaitFor,
  isBoxInViewport,
  isElementInViewport,
  waitForImages,
  type Timers,
  type TrackedImage,
} from "../../src/start-up/image-wait";

/** A controllable clock: timers fire only when the test advances time. */
function fakeTimers() {
  let now = 0;
  let nextId = 1;
  const queue = new Map<number, { at: number; callback: () => void }>();
  const timers: Timers = {
    setTimeout: (callback, ms) => {
      const id = nextId++;
      queue.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout: (id) => queue.delete(id as number),
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = [...queue.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      queue.delete(due[0]);
      now = due[1].at;
      due[1].callback();
    }
    now = until;
  };
  return { timers, advance, pending: () => queue.size };
}

class FakeImage implements TrackedImage {
  private listeners = new Map<string, Set<() => void>>();
  constructor(
    public complete = false,
    public loading = "",
    public inView = true,
  ) {}
  addEventListener(type: string, listener: () => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }
  removeEventListener(type: string, listener: () => void) {
    this.listeners.get(type)?.delete(listener);
  }
  fire(type: "load" | "error") {
    this.complete = true;
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener();
  }
  listenerCount() {
    return [...this.listeners.values()].reduce((sum, set) => sum + set.size, 0);
  }
}

function start(images: FakeImage[]) {
  const clock = fakeTimers();
  const onDone = jest.fn();
  const cancel = waitForImages(
    { getImages: () => images, isInView: (image) => image.inView, timers: clock.timers },
    onDone,
  );
  return { ...clock, onDone, cancel };
}

test("the defaults are the specification's delay and the cap", () => {
  expect(IMAGE_CHECK_DELAY_MS).toBe(100);
  expect(OVERLAY_MAX_MS).toBe(3000);
});

test("no images: done at the check, after the delay", () => {
  const { advance, onDone, pending } = start([]);
  advance(IMAGE_CHECK_DELAY_MS - 1);
  expect(onDone).not.toHaveBeenCalled();
  advance(1);
  expect(onDone).toHaveBeenCalledWith("loaded");
  expect(pending()).toBe(0);
});

test("images already complete are not waited for", () => {
  const { advance, onDone } = start([new FakeImage(true), new FakeImage(true, "lazy")]);
  advance(IMAGE_CHECK_DELAY_MS);
  expect(onDone).toHaveBeenCalledWith("loaded");
});

test("waits until every loading image has loaded", () => {
  const a = new FakeImage();
  const b = new FakeImage(false, "eager");
  const { advance, onDone } = start([a, b]);
  advance(IMAGE_CHECK_DELAY_MS);
  a.fire("load");
  expect(onDone).not.toHaveBeenCalled();
  b.fire("load");
  expect(onDone).toHaveBeenCalledTimes(1);
  expect(onDone).toHaveBeenCalledWith("loaded");
  expect(a.listenerCount() + b.listenerCount()).toBe(0);
});

test("a failed image counts as loaded", () => {
  const broken = new FakeImage();
  const { advance, onDone } = start([broken]);
  advance(IMAGE_CHECK_DELAY_MS);
  broken.fire("error");
  expect(onDone).toHaveBeenCalledWith("loaded");
});

test("lazy images out of view are ignored; lazy images in view are waited for", () => {
  const below = new FakeImage(false, "lazy", false);
  const visible = new FakeImage(false, "lazy", true);
  expect(imagesToWaitFor([below, visible], (image) => image.inView)).toEqual([visible]);
  const { advance, onDone } = start([below, visible]);
  advance(IMAGE_CHECK_DELAY_MS);
  expect(onDone).not.toHaveBeenCalled();
  visible.fire("load");
  expect(onDone).toHaveBeenCalledWith("loaded");
});

test("the cap ends the wait when an image never settles, and only once", () => {
  const stuck = new FakeImage();
  const { advance, onDone } = start([stuck]);
  advance(OVERLAY_MAX_MS - 1);
  expect(onDone).not.toHaveBeenCalled();
  advance(1);
  expect(onDone).toHaveBeenCalledWith("timeout");
  stuck.fire("load");
  advance(OVERLAY_MAX_MS);
  expect(onDone).toHaveBeenCalledTimes(1);
  expect(stuck.listenerCount()).toBe(0);
});

test("images are read at the check, not at the start", () => {
  const images: FakeImage[] = [];
  const clock = fakeTimers();
  const onDone = jest.fn();
  waitForImages({ getImages: () => images, isInView: () => true, timers: clock.timers }, onDone);
  const late = new FakeImage();
  images.push(late);
  clock.advance(IMAGE_CHECK_DELAY_MS);
  expect(onDone).not.toHaveBeenCalled();
  late.fire("load");
  expect(onDone).toHaveBeenCalledWith("loaded");
});

test("cancel stops everything without calling onDone", () => {
  const image = new FakeImage();
  const { advance, onDone, cancel, pending } = start([image]);
  advance(IMAGE_CHECK_DELAY_MS);
  cancel();
  image.fire("load");
  advance(OVERLAY_MAX_MS);
  expect(onDone).not.toHaveBeenCalled();
  expect(pending()).toBe(0);
  expect(image.listenerCount()).toBe(0);
});

describe("isBoxInViewport", () => {
  const viewport = { width: 390, height: 844 };
  const box = (top: number, height = 100, left = 0, width = 100) => ({
    top,
    left,
    width,
    height,
    bottom: top + height,
    right: left + width,
  });
  it("is true for a box overlapping the viewport", () => {
    expect(isBoxInViewport(box(0), viewport)).toBe(true);
    expect(isBoxInViewport(box(800), viewport)).toBe(true);
    expect(isBoxInViewport(box(-50), viewport)).toBe(true);
  });
  it("is false below or above the fold, beside it, or without size", () => {
    expect(isBoxInViewport(box(844), viewport)).toBe(false);
    expect(isBoxInViewport(box(-100), viewport)).toBe(false);
    expect(isBoxInViewport(box(0, 100, 400), viewport)).toBe(false);
    expect(isBoxInViewport(box(10, 0, 0, 0), viewport)).toBe(false);
  });
});

describe("isElementInViewport", () => {
  const viewport = { width: 390, height: 844 };
  const onScreen = { top: 100, left: 0, bottom: 300, right: 390, width: 390, height: 200 };

  it("is in view when its box overlaps the viewport", () => {
    expect(isElementInViewport({ getBoundingClientRect: () => onScreen }, viewport)).toBe(true);
    const below = { ...onScreen, top: 900, bottom: 1100 };
    expect(isElementInViewport({ getBoundingClientRect: () => below }, viewport)).toBe(false);
  });
});
