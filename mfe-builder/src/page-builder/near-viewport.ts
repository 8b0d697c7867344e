import { createContext, useContext, useEffect, useState, type RefObject } from 'react';

/**
 * One IntersectionObserver for the canvas's groups of rows: a group is "near" while it is within a
 * screen or so of the visible part of the canvas. Only rows of near groups take part in drag and
 * drop, so a drag on a 1,000-block page costs what the visible blocks cost.
 */
export interface NearTracker {
  observe(element: Element, onChange: (near: boolean) => void): () => void;
}

export function createNearTracker(root: Element | null, margin = '800px 0px'): NearTracker | null {
  if (typeof IntersectionObserver === 'undefined') return null;
  const callbacks = new Map<Element, (near: boolean) => void>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) callbacks.get(entry.target)?.(entry.isIntersecting);
    },
    { root, rootMargin: margin },
  );
  return {
    observe(element, onChange) {
      callbacks.set(element, onChange);
      observer.observe(element);
      return () => {
        callbacks.delete(element);
        observer.unobserve(element);
      };
    },
  };
}

export const NearTrackerContext = createContext<NearTracker | null>(null);

/** True while the element is near the visible canvas; always true where there is no IntersectionObserver. */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const tracker = useContext(NearTrackerContext);
  const [near, setNear] = useState(tracker === null);
  useEffect(() => {
    if (!tracker || !ref.current) return undefined;
    return tracker.observe(ref.current, setNear);
  }, [tracker, ref]);
  return tracker === null ? true : near;
}

/** Whether the group a canvas row belongs to is near the viewport. */
export const NearContext = createContext(true);
