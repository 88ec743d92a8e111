import { createToaster } from '@ark-ui/react/toast';

/** The one toaster of the app: machines' notify actions and views both post here. */
export const toaster = createToaster({ placement: 'bottom', overlap: false, gap: 12, max: 4 });

export type ToastKind = 'success' | 'error' | 'info';

export function notify(kind: ToastKind, message: string, id?: string) {
  toaster.create({ type: kind, description: message, duration: kind === 'error' ? 6000 : 4000, ...(id ? { id } : {}) });
}
