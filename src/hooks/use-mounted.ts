import { useEffect, useState } from "react";

/**
 * False in the server's render and in the render that hydrates it, true from the render
 * after: for what the server HTML leaves out on purpose and the browser adds once the
 * component runs (the hero's later slides' pictures).
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
