import { KROGER_CONNECT_RESULTS } from '@saverly/contracts';
import type { KrogerCartItem, KrogerConnectResult } from '@saverly/contracts';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage';

/** The cart lines waiting for the Kroger consent to finish (this tab only). */
export const KROGER_PENDING_KEY = 'saverly_kroger_pending';

interface PendingCart {
  path: string;
  items: KrogerCartItem[];
}

export function writePendingCart(pending: PendingCart): void {
  writeStorage(KROGER_PENDING_KEY, JSON.stringify(pending), 'session');
}

/** The send the consent interrupted, taken out of storage (read once). */
export function takePendingCart(): PendingCart | null {
  const pending = readPending();
  clearPendingCart();
  return pending;
}

export function clearPendingCart(): void {
  removeStorage(KROGER_PENDING_KEY, 'session');
}

function readPending(): PendingCart | null {
  try {
    const parsed = JSON.parse(readStorage(KROGER_PENDING_KEY, 'session') ?? 'null') as PendingCart | null;
    return parsed && typeof parsed.path === 'string' && Array.isArray(parsed.items) ? parsed : null;
  } catch {
    return null;
  }
}

/** The `?kroger=` result the consent callback adds to the return path, when it is one we know. */
export function krogerConnectResult(value: string | null): KrogerConnectResult | null {
  return KROGER_CONNECT_RESULTS.find((result) => result === value) ?? null;
}
