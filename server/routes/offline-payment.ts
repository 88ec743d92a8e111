// offline_payment_method_list: the active offline payment methods, or null when there are none
// (the platform's answer; no headers or token needed).
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import { send, sendRaw } from '../http/respond.ts';
import { activeOfflineMethods } from '../services/offline-payments.ts';

export function registerOfflinePayment(r: Routes, deps: Deps): void {
  r.get('/offline_payment_method_list', (c) => {
    const methods = activeOfflineMethods(deps.db);
    return methods ? send(c, methods) : sendRaw(c, 'null');
  });
}
