import React, { Suspense, useEffect, useRef, useState, type RefObject } from "react";
import { createGate, isInitialHydration, watchGate, type HydrationGate } from "../../lib/hydration-gate";

/**
 * When a part of the page hydrates (lib/hydration-gate.ts):
 * - "load": with the page, for the frame and the first screen;
 * - "near": once it comes near the viewport, or the visitor interacts with it first;
 * - "interaction": only when the visitor presses, focuses or points at something in it
 *   (content with nothing to run: text, images, plain links).
 */
export type HydrateWhen = "load" | "near" | "interaction";

/** The gate of the part of the page inside `element`'s ref; stable for the component's life. */
export function useHydrationGate(element: RefObject<Element>, when: HydrateWhen): HydrationGate {
  const [gate] = useState(() => createGate(when === "load" || !isInitialHydration()));
  // Rendered again (new props or context from above, such as a page reading its query
  // string once mounted): React would render a still-dehydrated boundary from scratch in
  // the browser, dropping its server HTML, so it hydrates now instead.
  const mounted = useRef(false);
  if (mounted.current) gate.open();
  useEffect(() => {
    mounted.current = true;
    return element.current ? watchGate(element.current, gate, when === "near") : undefined;
  }, [element, gate, when]);
  return gate;
}

function Gated({ gate, children }: { gate: HydrationGate; children: React.ReactNode }) {
  // Suspending keeps the boundary's server HTML, dehydrated, until the promise settles.
  if (!gate.isOpen()) throw gate.opened;
  return children;
}

/**
 * Content that hydrates when its gate opens: the whole content of an element that
 * hydrates at load (the one `useHydrationGate` watches), rendered by the component that
 * holds the gate.
 */
export function HydrationBoundary({ gate, children }: { gate: HydrationGate; children: React.ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gated gate={gate}>{children}</Gated>
    </Suspense>
  );
}

/** A block (a <div>, not a section: an article's body) whose content hydrates when the visitor needs it. */
export function DeferredBlock({
  hydrate,
  className,
  children,
}: {
  hydrate: HydrateWhen;
  className?: string;
  children: React.ReactNode;
}) {
  const element = useRef<HTMLDivElement>(null);
  const gate = useHydrationGate(element, hydrate);
  return (
    <div ref={element} className={className}>
      <HydrationBoundary gate={gate}>{children}</HydrationBoundary>
    </div>
  );
}
