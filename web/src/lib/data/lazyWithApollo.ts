import type { ComponentType } from 'react';
import { lazyPage } from '../lazyWithTimeout';

/**
 * A part of a page that uses Apollo's hooks, on a page that renders without them: its chunk
 * loads when it first renders, with the boundary that provides the client (which loads then, if
 * nothing loaded it before). Render it inside a Suspense boundary of its own.
 */
export function lazyWithApollo<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazyPage<P>(async () => {
    const [Component, { withApolloBoundary }] = await Promise.all([load(), import('./ApolloBoundary')]);
    return { default: withApolloBoundary<P>(Component) };
  });
}
