import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { TIMINGS } from '@spaceshare/shared/constants';
import styles from './toast.module.css';

type ToastKind = 'success' | 'error' | 'info';
type Toast = { id: number; kind: ToastKind; text: string };
type ToastApi = { show(text: string, kind?: ToastKind): void; success(text: string): void; error(text: string): void };

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Toasts close on their own after 4 seconds (spec §9), or when dismissed. One at a time: a new one
 * takes the place of the one showing, which the step it spoke of has overtaken; stacked, they
 * covered the buttons of a phone's screen (decision 2314).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (text: string, kind: ToastKind = 'info') => {
      const id = nextId.current++;
      setToasts([{ id, kind, text }]);
      window.setTimeout(() => dismiss(id), TIMINGS.TOAST_MS);
    },
    [dismiss],
  );
  const api = useMemo<ToastApi>(
    () => ({ show, success: (t) => show(t, 'success'), error: (t) => show(t, 'error') }),
    [show],
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className={styles.region} role="region" aria-label="Notifications">
        {toasts.map((t) => (
          <div key={t.id} className={`${styles.toast} ${styles[t.kind]}`} role={t.kind === 'error' ? 'alert' : 'status'}>
            <span>{t.text}</span>
            <button type="button" className={styles.close} onClick={() => dismiss(t.id)} aria-label="Dismiss notification">
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast must be used inside ToastProvider');
  return ctx;
}
