import { Component, Suspense, lazy, useState, type ComponentType, type ErrorInfo, type LazyExoticComponent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ComingSoon, LoadingApplication, PageLoadError } from '../frames/frames';
import { isMissingExpose, loadRemoteScreen } from './remotes';

// One lazy component per exposed screen, kept across navigations so a remote loads once.
const screens = new Map<string, LazyExoticComponent<ComponentType>>();

function screenFor(id: string, retry: boolean, placeholderTitle?: string): LazyExoticComponent<ComponentType> {
  let screen = screens.get(id);
  if (!screen || retry) {
    screen = lazy(async () => {
      try {
        return { default: await loadRemoteScreen(id, { retry }) };
      } catch (error) {
        // A remote that does not expose this screen yet: the 'Coming Soon' placeholder, not an error.
        if (placeholderTitle && isMissingExpose(error)) return { default: () => <ComingSoon title={placeholderTitle} /> };
        throw error;
      }
    });
    screens.set(id, screen);
  }
  return screen;
}

interface BoundaryProps {
  onRetry(): void;
  /** A change (another path) clears a caught error. */
  resetKey: string;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null; resetKey: string }> {
  state = { error: null as Error | null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: Error | null; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Remote screen failed', error, info.componentStack);
  }

  render() {
    if (this.state.error) return <PageLoadError onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

/**
 * A route element for one remote screen, inside its own error boundary and suspense fallback:
 * a remote that fails shows the page error frame with a retry, and the dashboard keeps working.
 */
export function RemoteScreen({ id, placeholderTitle }: { id: string; placeholderTitle?: string }) {
  const location = useLocation();
  const [attempt, setAttempt] = useState(0);
  const Screen = screenFor(id, false, placeholderTitle);
  return (
    <RemoteErrorBoundary
      resetKey={`${location.pathname}#${attempt}`}
      onRetry={() => {
        screenFor(id, true, placeholderTitle);
        setAttempt((count) => count + 1);
      }}
    >
      <Suspense fallback={<LoadingApplication />}>
        <Screen />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/**
 * `Remote('builder/PageBuilder')`: the element the route table mounts for a remote's screen.
 * With `placeholderTitle`, a remote that does not expose the screen (yet) shows 'Coming Soon'.
 */
export function Remote(id: string, options: { placeholderTitle?: string } = {}): ReactNode {
  return <RemoteScreen id={id} placeholderTitle={options.placeholderTitle} />;
}
