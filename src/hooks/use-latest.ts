import { useEffect, useRef } from "react";

/**
 * A ref that always holds the value of the latest render, for callbacks that must stay
 * the same function (event listeners, memoised children) yet act on current props.
 */
export function useLatest<T>(value: T) {
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  return latest;
}
