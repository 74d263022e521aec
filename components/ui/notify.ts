import { toast } from 'sonner';

/**
 * Product notices for client components: `notify.success(message)` after a call succeeds,
 * `notify.error(message)` with the server's message when it fails. Rendered by <Toaster />.
 */
export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast.info(message),
  warning: (message: string) => toast.warning(message),
  dismiss: (id?: string | number) => toast.dismiss(id),
};
