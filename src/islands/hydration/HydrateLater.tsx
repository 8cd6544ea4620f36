import { createElement, type ReactNode, useLayoutEffect, useRef } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createTaskQueue } from '../../lib/taskQueue.ts';

type HydrateLaterProps = {
  /** The element that holds the children ('li' for one card of a list). */
  as: 'div' | 'li';
  className?: string;
  role?: string;
  children: ReactNode;
};

/**
 * A few milliseconds of hydration per task: on a phone (Lighthouse slows the CPU four times) that
 * stays well under the 50 ms that make a task long.
 */
const hydrationQueue = createTaskQueue(4);

/**
 * Hydrates its children after the island around them, in small batches of later tasks. A phone
 * hydrating a long list of cards together with the rest of the island blocks the main thread for
 * one long task (Lighthouse's total blocking time); card by card, each task stays short. Until then
 * the server's markup of the children stays as it is: links work, and nothing moves.
 *
 * The children get a root of their own, which re-renders with the island. Context from around the
 * element does not reach them, so they must not need any. The element (marked `data-hydrate-later`)
 * gets `data-hydrated` once its children listen to events.
 */
export function HydrateLater({ as, className, role, children }: HydrateLaterProps) {
  const element = useRef<HTMLElement>(null);
  const root = useRef<Root | null>(null);
  const latest = useRef(children);
  latest.current = children;

  useLayoutEffect(() => {
    const container = element.current!;
    const unmount = () => {
      root.current?.unmount();
      root.current = null;
    };
    // Mounted after the page loaded (another tab, a filter that brought it back): nothing to wait for.
    if (!container.hasChildNodes()) {
      root.current = createRoot(container);
      root.current.render(latest.current);
      container.setAttribute('data-hydrated', 'true');
      return unmount;
    }
    // The children the server rendered: hydration expects them, whatever has changed since.
    const rendered = latest.current;
    let cancelled = false;
    hydrationQueue.enqueue(() => {
      if (cancelled) return;
      root.current = hydrateRoot(container, rendered);
      if (latest.current !== rendered) root.current.render(latest.current);
      container.setAttribute('data-hydrated', 'true');
    });
    return () => {
      cancelled = true;
      unmount();
    };
  }, []);

  useLayoutEffect(() => {
    root.current?.render(children);
  }, [children]);

  if (typeof window === 'undefined') return createElement(as, { className, role, 'data-hydrate-later': '' }, children);
  // Preact leaves an element's markup alone when it hydrates one with inner HTML, and keeps it while
  // the HTML stays the same: the children's own root owns what is inside.
  return createElement(as, { ref: element, className, role, 'data-hydrate-later': '', dangerouslySetInnerHTML: { __html: '' } });
}
