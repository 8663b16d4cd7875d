import fs from "node:fs";
import path from "node:path";
import React from "react";
import { act, fireEvent, screen } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { SiteHeader } from "../../src/components/layout/site-header";
import {
  EARLY_TOGGLE_ATTRIBUTE,
  EARLY_TOGGLE_SCRIPT,
  EARLY_TOGGLE_SETS_HIDDEN,
  REACT_OWNED_ATTRIBUTE,
} from "../../src/start-up/early-toggle";
import { serverRendered } from "../test-utils";

/**
 * The header's menu button and the Technologies dropdown's as a phone's visitor meets them:
 * in the server HTML, answering taps through the head's script (src/start-up/early-toggle.ts)
 * before React has hydrated them, then React's, with the
 * state the visitor left. Which icon and name show is the stylesheet's (by aria-expanded),
 * checked in the browser: e2e/frame-phone.spec.ts.
 */
const logo: IGatsbyImageData = { layout: "fixed", width: 44, height: 44, images: { fallback: { src: "/logo.png" } } };
const props = {
  companyName: "Pure Oasis Water Treatment",
  shortName: "Pure Oasis",
  logo,
  technologies: [{ slug: "reverse-osmosis", name: "Reverse Osmosis" }],
  pathname: "/about/",
  canonicalPath: "/about/",
  waterTestLabel: "Free water test",
};

/**
 * Runs the head's script as the browser does before the body is parsed: once, for the whole
 * document. Its listener stays for this file's tests; hydrated buttons are React's.
 */
beforeAll(() => {
  new Function(EARLY_TOGGLE_SCRIPT)();
});

/** The buttons the script answers for, in document order: search, menu, Technologies. */
function scriptedButton(container: HTMLElement, index: number) {
  const buttons = container.querySelectorAll<HTMLButtonElement>(`[${EARLY_TOGGLE_ATTRIBUTE}]`);
  expect(buttons).toHaveLength(3);
  return buttons[index];
}
const searchToggle = (container: HTMLElement) => scriptedButton(container, 0);
const toggle = (container: HTMLElement) => scriptedButton(container, 1);
const dropdownToggle = (container: HTMLElement) => scriptedButton(container, 2);
const dropdown = (container: HTMLElement) =>
  container.ownerDocument.getElementById(dropdownToggle(container).getAttribute("aria-controls")!)!;

/**
 * Hydrates the server HTML after the visitor's taps. React's development build warns that
 * aria-expanded differs from what it rendered (the taps changed it, as intended); the
 * production build does not check attributes while hydrating. The warning is silenced here.
 */
async function hydrateAfterTaps(page: ReturnType<typeof serverRendered>) {
  const consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
  await act(async () => {
    page.hydrate();
  });
  consoleError.mockRestore();
}

afterEach(() => {
  document.body.innerHTML = "";
});

test("before hydration, the head's script opens and closes the menu, and keeps the tap from anyone else", () => {
  const page = serverRendered(<SiteHeader {...props} />);
  const button = toggle(page.container);
  expect(button.getAttribute("aria-expanded")).toBe("false");
  const elsewhere = jest.fn();
  document.addEventListener("click", elsewhere);
  fireEvent.click(button);
  expect(button.getAttribute("aria-expanded")).toBe("true");
  fireEvent.click(button);
  expect(button.getAttribute("aria-expanded")).toBe("false");
  document.removeEventListener("click", elsewhere);
  expect(elsewhere).not.toHaveBeenCalled();
});

test("a tap on the button's icon counts as one on the button; only the Technologies button sets its panel's hidden", () => {
  const page = serverRendered(<SiteHeader {...props} />);
  // One script in the head serves the page: none inside the header.
  expect(page.container.querySelectorAll("script")).toHaveLength(0);
  expect(toggle(page.container).getAttribute(EARLY_TOGGLE_ATTRIBUTE)).toBe("");
  expect(searchToggle(page.container).getAttribute(EARLY_TOGGLE_ATTRIBUTE)).toBe("");
  expect(dropdownToggle(page.container).getAttribute(EARLY_TOGGLE_ATTRIBUTE)).toBe(EARLY_TOGGLE_SETS_HIDDEN);
  // The menu shows by its button's aria-expanded (CSS): the script leaves the nav's attributes alone.
  const nav = document.getElementById(toggle(page.container).getAttribute("aria-controls")!)!;
  nav.hidden = true;
  fireEvent.click(toggle(page.container).querySelector("svg")!);
  expect(toggle(page.container)).toHaveAttribute("aria-expanded", "true");
  expect(nav.hidden).toBe(true);
});

test("hydrated after the visitor opened the menu, React keeps it open, and from then answers the taps itself", async () => {
  const page = serverRendered(<SiteHeader {...props} />);
  fireEvent.click(toggle(page.container));
  await hydrateAfterTaps(page);
  const button = toggle(page.container);
  expect(button.hasAttribute(REACT_OWNED_ATTRIBUTE)).toBe(true);
  expect(button).toHaveAttribute("aria-expanded", "true");
  // One tap, one change: the script steps aside for React.
  fireEvent.click(button);
  expect(button).toHaveAttribute("aria-expanded", "false");
  fireEvent.click(button);
  expect(button).toHaveAttribute("aria-expanded", "true");
});

test("hydrated with the menu closed, it stays closed", async () => {
  const page = serverRendered(<SiteHeader {...props} />);
  await act(async () => {
    page.hydrate();
  });
  expect(toggle(page.container)).toHaveAttribute("aria-expanded", "false");
  expect(toggle(page.container).hasAttribute(REACT_OWNED_ATTRIBUTE)).toBe(true);
});

test("before hydration, the Technologies button opens and closes its dropdown inside the menu", () => {
  const page = serverRendered(<SiteHeader {...props} />);
  const button = dropdownToggle(page.container);
  expect(button).toHaveAttribute("aria-expanded", "false");
  expect(dropdown(page.container).hidden).toBe(true);
  const elsewhere = jest.fn();
  document.addEventListener("click", elsewhere);
  fireEvent.click(toggle(page.container));
  fireEvent.click(button);
  expect(button).toHaveAttribute("aria-expanded", "true");
  expect(dropdown(page.container).hidden).toBe(false);
  // The menu around it stays open.
  expect(toggle(page.container)).toHaveAttribute("aria-expanded", "true");
  fireEvent.click(button);
  expect(button).toHaveAttribute("aria-expanded", "false");
  expect(dropdown(page.container).hidden).toBe(true);
  document.removeEventListener("click", elsewhere);
  expect(elsewhere).not.toHaveBeenCalled();
});

test("hydrated after the visitor opened Technologies, React keeps the dropdown open, and from then answers the taps itself", async () => {
  const page = serverRendered(<SiteHeader {...props} />);
  fireEvent.click(toggle(page.container));
  fireEvent.click(dropdownToggle(page.container));
  await hydrateAfterTaps(page);
  const button = dropdownToggle(page.container);
  expect(button.hasAttribute(REACT_OWNED_ATTRIBUTE)).toBe(true);
  expect(button).toHaveAttribute("aria-expanded", "true");
  expect(dropdown(page.container).hidden).toBe(false);
  fireEvent.click(button);
  expect(button).toHaveAttribute("aria-expanded", "false");
  expect(dropdown(page.container).hidden).toBe(true);
  fireEvent.click(button);
  expect(button).toHaveAttribute("aria-expanded", "true");
  expect(dropdown(page.container).hidden).toBe(false);
});

describe("the search button", () => {
  // jsdom has <dialog> without showModal()/close().
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal = jest.fn(function (this: HTMLDialogElement) {
      this.setAttribute("open", "");
    });
    HTMLDialogElement.prototype.close = jest.fn(function (this: HTMLDialogElement) {
      this.removeAttribute("open");
    });
  });

  test("pressed before hydration, it shows pressed and keeps the tap; hydrated, the search opens", async () => {
    const page = serverRendered(<SiteHeader {...props} />);
    const button = searchToggle(page.container);
    expect(button).toHaveAttribute("aria-haspopup", "dialog");
    expect(button).toHaveAttribute("aria-expanded", "false");
    const elsewhere = jest.fn();
    document.addEventListener("click", elsewhere);
    fireEvent.click(button);
    document.removeEventListener("click", elsewhere);
    expect(elsewhere).not.toHaveBeenCalled();
    expect(button).toHaveAttribute("aria-expanded", "true");
    await hydrateAfterTaps(page);
    expect(await screen.findByRole("dialog")).toHaveAttribute("open");
    expect(searchToggle(page.container).hasAttribute(REACT_OWNED_ATTRIBUTE)).toBe(true);
  });

  test("not pressed before hydration, the search stays closed", async () => {
    const page = serverRendered(<SiteHeader {...props} />);
    await act(async () => {
      page.hydrate();
    });
    expect(searchToggle(page.container)).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

/**
 * The bench's probe (scripts/visitor-load.mjs) counts the menu as answering from the moment a
 * button with this attribute is parsed. It runs inside the page and cannot import this module,
 * so it names the attribute itself: renamed here alone, the bench would time the menu by
 * hydration again and nothing else would say so.
 */
test("the bench's visitor probe names the attribute the head's script answers for", () => {
  const probe = fs.readFileSync(path.join(__dirname, "../../scripts/visitor-load.mjs"), "utf8");
  expect(probe).toContain(`toggle?.hasAttribute("${EARLY_TOGGLE_ATTRIBUTE}")`);
});
