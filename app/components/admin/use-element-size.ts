import { useEffect, useRef, useState } from "react";

/**
 * The element's content box, kept up to date with a ResizeObserver (0 × 0 until measured). While
 * the element is hidden (a folded chart) it keeps its last size, so what it drew stays drawn.
 */
export function useElementSize<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry?.contentRect.width ?? 0);
      const height = Math.floor(entry?.contentRect.height ?? 0);
      if (width === 0 && height === 0) return;
      setSize((s) => (s.width === width && s.height === height ? s : { width, height }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size.width, size.height] as const;
}
