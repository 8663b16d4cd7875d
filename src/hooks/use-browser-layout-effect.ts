import { useEffect, useLayoutEffect } from "react";

/**
 * useLayoutEffect in the browser: it runs in the commit that rendered, so a state it sets
 * renders again before the browser handles the next event. On the server, which runs no
 * effect, the plain useEffect, which React does not warn about.
 */
export const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;
