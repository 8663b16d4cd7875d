/**
 * Sections hydrate when the visitor needs them (src/lib/hydration-gate.ts): React 18's
 * hydration of a real server render, in jsdom, with a stand-in IntersectionObserver.
 */

type Modules = {
  React: typeof import("react");
  client: typeof import("react-dom/client");
  server: typeof import("react-dom/server");
  section: typeof import("../../src/components/ui/section");
  gate: typeof import("../../src/lib/hydration-gate");
};

/** A fresh copy of React and the gate's module state: one for the "server", one for the page. */
function load(): Modules {
  let modules: Modules | undefined;
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports -- isolateModules gives fresh copies to require() only */
    modules = {
      React: require("react"),
      client: require("react-dom/client"),
      server: require("react-dom/server"),
      section: require("../../src/components/ui/section"),
      gate: require("../../src/lib/hydration-gate"),
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  return modules!;
}

const observed = new Set<Element>();
let notify: ((entries: Array<Partial<IntersectionObserverEntry>>) => void) | null = null;
class FakeIntersectionObserver {
  constructor(callback: (entries: Array<Partial<IntersectionObserverEntry>>) => void) {
    notify = callback;
  }
  observe(element: Element) {
    observed.add(element);
  }
  unobserve(element: Element) {
    observed.delete(element);
  }
  disconnect() {}
}

const hydrated = (element: Element | null) => Object.keys(element ?? {}).some((key) => key.startsWith("__reactFiber"));

function page(m: Modules, onClick: () => void, hydrate?: "near" | "interaction") {
  const { Section } = m.section;
  return m.React.createElement(
    "main",
    null,
    m.React.createElement(Section, {
      id: "far",
      title: "Far down",
      hydrate,
      children: m.React.createElement("button", { type: "button", onClick }, "Go"),
    }),
  );
}

let container: HTMLElement;
beforeEach(() => {
  observed.clear();
  notify = null;
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const server = load();
  server.gate.initialHydrationDone();
  container = document.createElement("div");
  container.innerHTML = server.server.renderToString(page(server, () => {}));
  document.body.replaceChildren(container);
});

/** The page's copy of React: act() must come from the copy that renders. */
let browser: Modules;
const act = (work: () => unknown) => browser.React.act(async () => void (await work()));

async function hydratePage(hydrate?: "near" | "interaction") {
  browser = load();
  const onClick = jest.fn();
  await act(async () => {
    browser.client.hydrateRoot(container, page(browser, onClick, hydrate));
  });
  return { onClick };
}

describe("Section hydration", () => {
  it("renders its whole content on the server", () => {
    expect(container.querySelector("#far h2")?.textContent).toBe("Far down");
    expect(container.querySelector("#far button")?.textContent).toBe("Go");
  });

  it("keeps its content's server HTML unhydrated after the page hydrates, and watches it for the viewport", async () => {
    await hydratePage();
    const section = container.querySelector("#far")!;
    expect(hydrated(section)).toBe(true);
    expect(hydrated(section.querySelector("button"))).toBe(false);
    expect(section.querySelector("button")?.textContent).toBe("Go");
    expect(observed.has(section)).toBe(true);
  });

  it("hydrates once its section comes near the viewport", async () => {
    await hydratePage();
    const section = container.querySelector("#far")!;
    await act(async () => notify?.([{ target: section, isIntersecting: true }]));
    expect(hydrated(section.querySelector("button"))).toBe(true);
    expect(observed.has(section)).toBe(false);
  });

  it("hydrates at a press inside it, and the click that follows reaches its handler the first time", async () => {
    const { onClick } = await hydratePage();
    const button = container.querySelector<HTMLButtonElement>("#far button")!;
    await act(async () => {
      button.dispatchEvent(new MouseEvent("pointerdown", { bubbles: true }));
      button.dispatchEvent(new MouseEvent("mousedown", { bubbles: true }));
      button.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    });
    expect(hydrated(button)).toBe(true);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("hydrates at focus inside it (keyboard or script)", async () => {
    await hydratePage();
    const button = container.querySelector<HTMLButtonElement>("#far button")!;
    await act(async () => button.focus());
    expect(hydrated(button)).toBe(true);
  });

  it("content with nothing to run ('interaction') is not watched for the viewport: only a visitor's input hydrates it", async () => {
    await hydratePage("interaction");
    const section = container.querySelector("#far")!;
    expect(observed.has(section)).toBe(false);
    expect(hydrated(section.querySelector("button"))).toBe(false);
    await act(async () => section.querySelector("h2")!.dispatchEvent(new MouseEvent("pointerdown", { bubbles: true })));
    expect(hydrated(section.querySelector("button"))).toBe(true);
  });

  it("renders at once what React renders after the first page (a client-side navigation): no server HTML to keep", async () => {
    browser = load();
    browser.gate.initialHydrationDone();
    const fresh = document.createElement("div");
    document.body.append(fresh);
    await act(async () => browser.client.createRoot(fresh).render(page(browser, () => {})));
    expect(fresh.querySelector("#far button")?.textContent).toBe("Go");
  });
});

describe("createGate", () => {
  it("settles its promise when opened, once", async () => {
    const { createGate } = load().gate;
    const gate = createGate(false);
    expect(gate.isOpen()).toBe(false);
    gate.open();
    gate.open();
    expect(gate.isOpen()).toBe(true);
    await expect(gate.opened).resolves.toBeUndefined();
    expect(createGate(true).isOpen()).toBe(true);
  });
});
