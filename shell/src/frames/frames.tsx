import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, ErrorState } from '@atlas/shell-kit';
import { Link } from 'react-router-dom';

/** The app-wide loading fallback ('Loading application...'). */
export function LoadingApplication() {
  return (
    <div className="shell-frame" role="status" aria-live="polite">
      <span className="atlas-spinner shell-frame__spinner" aria-hidden="true" />
      <p>Loading application...</p>
    </div>
  );
}

/** Shown by the dashboard guard while the session is being checked. */
export function Authenticating() {
  return (
    <div className="shell-frame" role="status" aria-live="polite">
      <span className="atlas-spinner shell-frame__spinner" aria-hidden="true" />
      <p>Authenticating...</p>
    </div>
  );
}

export function PageLoadError({ onRetry, retrying }: { onRetry(): void; retrying?: boolean }) {
  return <ErrorState message="Failed to load this page. Please try again." onRetry={onRetry} retryLabel="Retry" retrying={retrying} />;
}

export function ComingSoon({ title }: { title: string }) {
  return (
    <div className="shell-page">
      <h1 className="shell-page__title">{title}</h1>
      <div className="atlas-card shell-coming-soon">
        <p className="shell-coming-soon__title">Coming Soon</p>
        <p className="shell-coming-soon__text">This area is not available yet.</p>
        <Link className="atlas-btn atlas-btn--secondary atlas-btn--md" to="/dashboard">
          Back to Dashboard
        </Link>
      </div>
    </div>
  );
}

/** A staff-only screen opened by someone who is not staff: said plainly, at the address they opened. */
export function StaffOnly({ title }: { title: string }) {
  return (
    <div className="shell-page">
      <h1 className="shell-page__title">{title}</h1>
      <div className="atlas-card shell-coming-soon" role="alert">
        <p className="shell-coming-soon__title">For staff only</p>
        <p className="shell-coming-soon__text">This area is for Atlas staff. Your account does not have access to it.</p>
        <Link className="atlas-btn atlas-btn--secondary atlas-btn--md" to="/dashboard">
          Back to Dashboard
        </Link>
      </div>
    </div>
  );
}

/** A staff account that must set up its second factor before the staff tools open (the Security settings). */
export function StaffTwoFactorRequired({ title }: { title: string }) {
  return (
    <div className="shell-page">
      <h1 className="shell-page__title">{title}</h1>
      <div className="atlas-card shell-coming-soon" role="alert">
        <p className="shell-coming-soon__title">Two-factor authentication is required for staff accounts.</p>
        <p className="shell-coming-soon__text">Set it up in your profile; the staff tools open as soon as it is on.</p>
        <Link className="atlas-btn atlas-btn--primary atlas-btn--md" to="/dashboard/profile">
          Set up two-factor authentication
        </Link>
      </div>
    </div>
  );
}

export function NotFound() {
  return (
    <div className="shell-frame">
      <h1>Page not found</h1>
      <p>The address you followed does not exist.</p>
      <Link className="atlas-btn atlas-btn--primary atlas-btn--md" to="/dashboard">
        Go to Dashboard
      </Link>
    </div>
  );
}

interface BoundaryState {
  error: Error | null;
}

/** The outermost boundary: the whole app failed. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Atlas application error', error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="shell-frame">
        <ErrorState
          title="Something went wrong"
          message="The application encountered an error. Please refresh the page or contact support if the problem persists."
        >
          <Button onClick={() => window.location.reload()}>Refresh Page</Button>
        </ErrorState>
      </div>
    );
  }
}
