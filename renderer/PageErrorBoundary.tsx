import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from '../components/ErrorScreen.tsx';

interface State {
  error: Error | undefined;
}

/**
 * Catches what a page throws while rendering, so the top bar stays and the reader sees an error screen
 * with a way back instead of a blank page. The shell keys it by URL: the next page starts clean.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // The one place a render error is reported: the console, with the component stack.
    console.error('page failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <ErrorScreen onRetry={() => this.setState({ error: undefined })} />;
    return this.props.children;
  }
}
