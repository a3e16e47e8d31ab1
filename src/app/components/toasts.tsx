import { createContext, type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react';
import type { Toast, ToastStore } from './toast-store';

const ToastContext = createContext<ToastStore | null>(null);

export function ToastProvider({ store, children }: { store: ToastStore; children: ReactNode }) {
  return (
    <ToastContext.Provider value={store}>
      {children}
      <ToastList store={store} />
    </ToastContext.Provider>
  );
}

export function useToasts(): ToastStore {
  const store = useContext(ToastContext);
  if (!store) throw new Error('useToasts needs a <ToastProvider> above it');
  return store;
}

function ToastList({ store }: { store: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  return (
    <section className="toasts" aria-label="Notifications">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} store={store} />
      ))}
    </section>
  );
}

const SUCCESS_TOAST_MS = 4000;

function ToastItem({ toast, store }: { toast: Toast; store: ToastStore }) {
  const onDismiss = () => store.dismiss(toast.id);
  // Errors stay until dismissed: staff read them at their own pace.
  useEffect(() => {
    if (toast.kind === 'error') return;
    const timer = setTimeout(() => store.dismiss(toast.id), SUCCESS_TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast.id, toast.kind, store]);

  return (
    <div className={`toast toast-${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
      <div className="toast-body">
        <strong>{toast.title}</strong>
        {toast.detail && (
          <p title={toast.detail.code ? `API: ${toast.detail.code}` : undefined}>
            {toast.detail.message}
          </p>
        )}
      </div>
      <button type="button" className="icon-button" onClick={onDismiss} aria-label="Dismiss">
        ×
      </button>
    </div>
  );
}
