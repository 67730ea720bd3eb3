import { Component, type ReactNode } from 'react';
import type { Location } from 'react-router';

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  location: Location;
}

/**
 * What the data router's default error element did for the route table: a page that fails to
 * render (say its chunk never loads) shows why, until the next navigation.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    return (
      <>
        <h2>Unexpected Application Error!</h2>
        <h3>
          <i>{error instanceof Error ? error.message : JSON.stringify(error)}</i>
        </h3>
      </>
    );
  }
}
