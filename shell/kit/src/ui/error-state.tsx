import type { ReactNode } from 'react';
import { Button } from './button';

export interface ErrorStateProps {
  title?: ReactNode;
  message: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  retrying?: boolean;
  children?: ReactNode;
}

export function ErrorState({ title, message, onRetry, retryLabel = 'Try Again', retrying = false, children }: ErrorStateProps) {
  return (
    <div className="atlas-error" role="alert">
      <div className="atlas-error__icon" aria-hidden="true">
        !
      </div>
      {title && <h2 className="atlas-error__title">{title}</h2>}
      <p className="atlas-error__message">{message}</p>
      {(onRetry || children) && (
        <div className="atlas-error__actions">
          {onRetry && (
            <Button onClick={onRetry} loading={retrying}>
              {retryLabel}
            </Button>
          )}
          {children}
        </div>
      )}
    </div>
  );
}
