// A tiny store outside React, so the query client's mutation cache (created before any component)
// can raise toasts too.
import type { ErrorText } from '../lib/errors';

export interface Toast {
  id: number;
  kind: 'error' | 'success' | 'info';
  title: string;
  detail?: ErrorText;
}

type Listener = () => void;

export class ToastStore {
  private toasts: Toast[] = [];
  private readonly listeners = new Set<Listener>();
  private nextId = 1;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = (): Toast[] => this.toasts;

  push(toast: Omit<Toast, 'id'>): number {
    const id = this.nextId++;
    // Keep the screen readable: at most five at a time, oldest leave first.
    this.toasts = [...this.toasts.slice(-4), { ...toast, id }];
    this.emit();
    return id;
  }

  dismiss(id: number): void {
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
    this.emit();
  }

  clear(): void {
    this.toasts = [];
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
