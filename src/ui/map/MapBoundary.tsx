import { Component, type ReactNode } from 'react';

/**
 * A map that cannot load (its chunk blocked, no WebGL) must not take the page with it: the words beside it
 * tell the same story, so the map's place is simply left empty.
 */
export class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
