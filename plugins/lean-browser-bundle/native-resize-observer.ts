/**
 * react-slick imports resize-observer-polyfill (2.5 KB gzip) for browsers without
 * ResizeObserver; every browser the site supports has it (Chrome 64, Safari 13.1,
 * Firefox 69). gatsby-node points the browser bundle's import here instead.
 */
const NativeResizeObserver = globalThis.ResizeObserver;
export default NativeResizeObserver;
