import React from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { act, render } from "@testing-library/react";
import { useOpenOnPage } from "../../src/hooks/use-open-on-page";

// React's own test scheduler: the test decides when each piece of React's work runs, so a tap
// can come exactly between the hydration's commit and its effects, as on a slow phone.
jest.mock("scheduler", () => jest.requireActual("scheduler/unstable_mock"));

interface MockScheduler {
  unstable_flushUntilNextPaint(): void;
  unstable_flushAllWithoutAsserting(): void;
}

/** A menu toggle as the header's, the search's and the technologies menu's are. */
function Toggle({ pathname }: { pathname: string }) {
  const [open, setOpen] = useOpenOnPage(pathname);
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
      Menu
    </button>
  );
}

const expanded = (button: HTMLElement) => button.getAttribute("aria-expanded");

test("a tap between the hydration's commit and its effects opens the menu, and it stays open", async () => {
  const scheduler = jest.requireMock<MockScheduler>("scheduler");
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
  environment.IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Toggle pathname="/" />);
  document.body.append(container);
  try {
    // Hydrated as the site hydrates (src/start-up/hydrate-root.ts: in a transition).
    React.startTransition(() => void hydrateRoot(container, <Toggle pathname="/" />));
    scheduler.unstable_flushUntilNextPaint();
    const button = container.querySelector("button")!;
    expect(Object.keys(button).some((key) => key.startsWith("__reactProps"))).toBe(true);

    button.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    // The tap's update runs in a microtask, before the hydration's effects, as in a browser.
    await Promise.resolve();
    scheduler.unstable_flushAllWithoutAsserting();
    expect(expanded(button)).toBe("true");
  } finally {
    environment.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    container.remove();
  }
});

test("closed at first, and closed again on another page, also when the visitor comes back", () => {
  const { getByRole, rerender } = render(<Toggle pathname="/" />);
  const button = getByRole("button");
  expect(expanded(button)).toBe("false");
  act(() => button.click());
  expect(expanded(button)).toBe("true");
  rerender(<Toggle pathname="/about/" />);
  expect(expanded(button)).toBe("false");
  rerender(<Toggle pathname="/" />);
  expect(expanded(button)).toBe("false");
  act(() => button.click());
  act(() => button.click());
  expect(expanded(button)).toBe("false");
});
