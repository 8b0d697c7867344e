import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { cx } from './classes';

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

interface ToastMessage {
  id: number;
  message: ReactNode;
  tone: ToastTone;
}

export interface ToastApi {
  show(message: ReactNode, options?: { tone?: ToastTone; durationMs?: number }): void;
  success(message: ReactNode): void;
  error(message: ReactNode): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Announces short messages politely (errors assertively) and removes them after a few seconds. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);

  const show = useCallback<ToastApi['show']>(
    (message, options = {}) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { id, message, tone: options.tone ?? 'info' }]);
      setTimeout(() => dismiss(id), options.durationMs ?? 5000);
    },
    [dismiss],
  );

  const toastApi = useMemo<ToastApi>(
    () => ({
      show,
      success: (message) => show(message, { tone: 'success' }),
      error: (message) => show(message, { tone: 'error' }),
    }),
    [show],
  );

  return (
    <ToastContext.Provider value={toastApi}>
      {children}
      <div className="atlas-toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={cx('atlas-toast', `atlas-toast--${toast.tone}`)}
            role={toast.tone === 'error' ? 'alert' : undefined}
          >
            <span>{toast.message}</span>
            <button type="button" className="atlas-icon-btn" aria-label="Dismiss" onClick={() => dismiss(toast.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used within a ToastProvider');
  return context;
}
