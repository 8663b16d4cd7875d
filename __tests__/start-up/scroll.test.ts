import { ownScrollRestoration, scrollOnRouteUpdate, type ScrollRestorationWindow } from "../../src/start-up/scroll";

test("a new page scrolls to the top, also on back and forward", () => {
  expect(scrollOnRouteUpdate("/about/", "/parts/", "")).toBe("top");
});

test("a link to a place on another page scrolls there", () => {
  expect(scrollOnRouteUpdate("/", "/contact/", "#message")).toBe("hash");
});

test("a change of the query only (catalogue filters) keeps the place", () => {
  expect(scrollOnRouteUpdate("/parts/", "/parts/", "")).toBe("keep");
});

test("the first render leaves Gatsby's restoration of a reload alone", () => {
  expect(scrollOnRouteUpdate(undefined, "/parts/", "")).toBe("restore");
});

/** A window whose events the test fires itself. */
function fakeWindow(readyState: DocumentReadyState) {
  const listeners: Record<string, Array<(event: Event) => void>> = {};
  const win = {
    history: { scrollRestoration: "auto" as ScrollRestoration },
    document: { readyState },
    addEventListener: (type: string, listener: (event: Event) => void) => {
      (listeners[type] ??= []).push(listener);
    },
  };
  const fire = (type: string, init: Partial<PageTransitionEvent> = {}) =>
    (listeners[type] ?? []).forEach((listener) => listener({ type, ...init } as Event));
  return { win, fire };
}

describe("ownScrollRestoration", () => {
  test("the browser stops restoring places once the document has loaded, not before", () => {
    const { win, fire } = fakeWindow("interactive");
    ownScrollRestoration(win as unknown as ScrollRestorationWindow);
    expect(win.history.scrollRestoration).toBe("auto");
    fire("load");
    expect(win.history.scrollRestoration).toBe("manual");
  });

  test("a document already loaded: at once", () => {
    const { win } = fakeWindow("complete");
    ownScrollRestoration(win as unknown as ScrollRestorationWindow);
    expect(win.history.scrollRestoration).toBe("manual");
  });

  test("leaving the document gives a reload the browser's restoration back; a return from the back-forward cache takes it again", () => {
    const { win, fire } = fakeWindow("complete");
    ownScrollRestoration(win as unknown as ScrollRestorationWindow);
    fire("pagehide", { persisted: true });
    expect(win.history.scrollRestoration).toBe("auto");
    fire("pageshow", { persisted: false });
    expect(win.history.scrollRestoration).toBe("auto");
    fire("pageshow", { persisted: true });
    expect(win.history.scrollRestoration).toBe("manual");
  });
});
