type Toast = typeof import('sonner').toast;

const waiting = new Set<() => void>();
let asked = false;

/**
 * Calls `listener` once the first notice is asked for (at once if one already was), so the toast
 * region can load then rather than with every page. Returns the unsubscribe function.
 */
export function whenNoticeAsked(listener: () => void): () => void {
  if (asked) {
    listener();
    return () => {};
  }
  waiting.add(listener);
  return () => waiting.delete(listener);
}

/** Loads sonner on first use; the toast region replays notices raised before it subscribed. */
function withToast(show: (toast: Toast) => unknown): Promise<void> {
  if (!asked) {
    asked = true;
    for (const listener of waiting) listener();
    waiting.clear();
  }
  return import('sonner').then(({ toast }) => {
    show(toast);
  });
}

/**
 * Product notices for client components: `notify.success(message)` after a call succeeds,
 * `notify.error(message)` with the server's message when it fails. Rendered by <Toaster />, which
 * the root layout loads with the first notice. Each call resolves once the notice is raised.
 */
export const notify = {
  success: (message: string) => withToast((toast) => toast.success(message)),
  error: (message: string) => withToast((toast) => toast.error(message)),
  info: (message: string) => withToast((toast) => toast.info(message)),
  warning: (message: string) => withToast((toast) => toast.warning(message)),
  dismiss: (id?: string | number) => withToast((toast) => toast.dismiss(id)),
};
