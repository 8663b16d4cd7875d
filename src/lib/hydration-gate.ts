/**
 * Hydration gates: what keeps a section's server HTML as it is (not hydrated) until the
 * visitor needs it. A section's content sits in a Suspense boundary (ui/section.tsx)
 * whose child throws the gate's promise while the gate is shut: React 18 then leaves the
 * boundary dehydrated, hydrates the rest of the page, and retries the boundary once the
 * promise settles. The server HTML stays in the page the whole time, so it is painted,
 * read by screen readers, found by find-in-page and reached by anchor links.
 *
 * A gate opens when its element comes near the viewport (`near`), or when the visitor
 * presses, focuses or points at something inside it (any gate). Interaction opens it
 * synchronously, in a capture listener on the document, which runs before React's own
 * listener on its root: React's attempt to hydrate the boundary for that same event then
 * succeeds, and the event reaches the hydrated handlers (a click works the first time).
 * Without that, React 18 would stop the event at its root, unhandled.
 *
 * Only the first render of the page is gated: content React renders in the browser
 * (after a client-side navigation) has no server HTML to keep, so its gate starts open.
 */

export interface HydrationGate {
  /** Whether the content may render (hydrate) now. */
  readonly isOpen: () => boolean;
  /** Settles when the gate opens. */
  readonly opened: Promise<void>;
  readonly open: () => void;
}

export function createGate(initiallyOpen: boolean): HydrationGate {
  let open = initiallyOpen;
  let settle = () => {};
  const opened = initiallyOpen ? Promise.resolve() : new Promise<void>((resolve) => (settle = resolve));
  return {
    isOpen: () => open,
    opened,
    open: () => {
      open = true;
      settle();
    },
  };
}

let initialHydration = typeof window !== "undefined";

/** True while React hydrates the server HTML of the first page (browser only). */
export const isInitialHydration = () => initialHydration;

/** Called once the first page has hydrated (gatsby-browser onInitialClientRender). */
export function initialHydrationDone() {
  initialHydration = false;
}

/** How far outside the viewport a section starts hydrating, so it is ready as it scrolls in. */
export const NEAR_VIEWPORT_MARGIN = "50% 0px";

/**
 * Events that open the gate around their target before React sees them: pointer and
 * keyboard input, focus (keyboard or script), and hover (a link's page is prefetched on
 * hover once hydrated).
 */
export const INTERACTION_EVENTS = [
  "pointerdown",
  "pointerover",
  "mousedown",
  "touchstart",
  "keydown",
  "focusin",
] as const;

/** The gates still shut, by the element each watches. */
const watched = new Map<Element, HydrationGate>();
let nearObserver: IntersectionObserver | null = null;
let listening = false;

function openAround(event: Event) {
  const target = event.target;
  if (!(target instanceof Node)) return;
  for (const [element, gate] of watched) {
    if (element.contains(target)) release(element, gate);
  }
}

function release(element: Element, gate: HydrationGate) {
  gate.open();
  watched.delete(element);
  nearObserver?.unobserve(element);
}

/**
 * Opens `gate` when the visitor interacts inside `element`, and also when `element`
 * comes near the viewport if `near`. Returns the function that stops watching.
 */
export function watchGate(element: Element, gate: HydrationGate, near: boolean): () => void {
  if (gate.isOpen()) return () => {};
  if (!listening) {
    listening = true;
    for (const type of INTERACTION_EVENTS)
      document.addEventListener(type, openAround, { capture: true, passive: true });
  }
  watched.set(element, gate);
  if (near) {
    if (typeof IntersectionObserver === "undefined") {
      release(element, gate);
    } else {
      nearObserver ??= new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            const gate = watched.get(entry.target);
            if (entry.isIntersecting && gate) release(entry.target, gate);
          }
        },
        { rootMargin: NEAR_VIEWPORT_MARGIN },
      );
      nearObserver.observe(element);
    }
  }
  return () => {
    watched.delete(element);
    nearObserver?.unobserve(element);
  };
}
