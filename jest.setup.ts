import "@testing-library/jest-dom";
import { TextDecoder, TextEncoder } from "node:util";

// jsdom has no TextEncoder; React's server renderer (tests of the server HTML) needs it.
if (typeof globalThis.TextEncoder === "undefined") Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no matchMedia; react-slick and our menus ask it about the viewport.
if (typeof window !== "undefined" && !window.matchMedia) {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// jsdom does no layout and has no scrollIntoView; the send-failure alert scrolls itself into view.
if (typeof window !== "undefined" && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}
