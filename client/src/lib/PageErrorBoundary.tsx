import { Component, type ReactNode } from 'react';
import { PageLoadFailed } from './ui/PageState';

interface State {
  failed: boolean;
}

/**
 * Keeps a page that throws while rendering inside its frame: the nav bar and tab bar stay usable
 * and the body offers a retry, instead of the whole app going blank.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return <PageLoadFailed onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}
