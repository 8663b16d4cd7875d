import React from "react";
import { act, fireEvent } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { SiteHeader } from "../../src/components/layout/site-header";
import { MENU_HYDRATED_ATTRIBUTE, MENU_TOGGLE_SCRIPT } from "../../src/start-up/menu-toggle";
import { serverRendered } from "../test-utils";

/**
 * The header's menu button as a phone's visitor meets it: in the server HTML, answering taps
 * through its inline script (src/start-up/menu-toggle.ts) before React has hydrated it, then
 * React's, with the state the visitor left. Which icon and name show is the stylesheet's
 * (by aria-expanded), checked in the browser: e2e/frame-phone.spec.ts.
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

/** Runs the button's inline script as the browser does while parsing: its text, with it as the current script. */
function runMenuScript(container: HTMLElement) {
  const script = Array.from(container.querySelectorAll("script")).find((element) =>
    element.textContent?.includes(MENU_HYDRATED_ATTRIBUTE),
  );
  expect(script?.textContent).toBe(MENU_TOGGLE_SCRIPT);
  Object.defineProperty(document, "currentScript", { value: script, configurable: true });
  try {
    new Function(MENU_TOGGLE_SCRIPT)();
  } finally {
    Object.defineProperty(document, "currentScript", { value: null, configurable: true });
  }
}

const toggle = (container: HTMLElement) => container.querySelector<HTMLButtonElement>("button[aria-controls]")!;

afterEach(() => {
  document.body.innerHTML = "";
});

test("before hydration, the inline script opens and closes the menu, and keeps the tap from anyone else", () => {
  const page = serverRendered(<SiteHeader {...props} />);
  runMenuScript(page.container);
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

test("hydrated after the visitor opened the menu, React keeps it open, and from then answers the taps itself", async () => {
  const page = serverRendered(<SiteHeader {...props} />);
  runMenuScript(page.container);
  fireEvent.click(toggle(page.container));
  const consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
  await act(async () => {
    page.hydrate();
  });
  consoleError.mockRestore();
  const button = toggle(page.container);
  expect(button.hasAttribute(MENU_HYDRATED_ATTRIBUTE)).toBe(true);
  expect(button).toHaveAttribute("aria-expanded", "true");
  // One tap, one change: the script steps aside for React.
  fireEvent.click(button);
  expect(button).toHaveAttribute("aria-expanded", "false");
  fireEvent.click(button);
  expect(button).toHaveAttribute("aria-expanded", "true");
});

test("hydrated with the menu closed, it stays closed", async () => {
  const page = serverRendered(<SiteHeader {...props} />);
  runMenuScript(page.container);
  await act(async () => {
    page.hydrate();
  });
  expect(toggle(page.container)).toHaveAttribute("aria-expanded", "false");
  expect(toggle(page.container).hasAttribute(MENU_HYDRATED_ATTRIBUTE)).toBe(true);
});
