import type { KrogerCartItem } from '@saverly/contracts';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { messageTypeFor } from '../../../components/message';
import type { MessageProps } from '../../../components/message';
import { isKrogerConnectRequired, sendToKrogerCart } from '../api/kroger-cart';
import { startKrogerConnect } from '../api/kroger-connect';
import {
  clearPendingCart,
  krogerConnectResult,
  takePendingCart,
  writePendingCart,
} from '../lib/consent-return';

/** What the cart has to say, shown by whoever hosts the button (the list actions' message). */
export type KrogerNotice = Pick<MessageProps, 'type' | 'title' | 'message'>;

const CONNECT_NOTICES: Record<'connected' | 'denied' | 'error', KrogerNotice> = {
  connected: { type: 'success', title: 'Kroger connected', message: 'Your Kroger account is linked.' },
  denied: {
    type: 'info',
    title: 'Kroger not connected',
    message: 'You did not allow Saverly to use your Kroger cart. Your list is still here to print or share.',
  },
  error: {
    type: 'error',
    title: 'Kroger not connected',
    message: 'Kroger could not link your account. Please try again later.',
  },
};

const addedMessage = (count: number) =>
  `Added ${count} ${count === 1 ? 'item' : 'items'} to your Kroger cart`;

/**
 * Sends cart lines to the member's Kroger cart (docs/decisions/0022-kroger-cart.md), linking the
 * Kroger account first when Kroger asks for it; back from Kroger's consent page (`?kroger=`), says
 * how it went and finishes the send it interrupted. `notify(null)` clears the last notice.
 */
export function useSendToKrogerCart(notify: (notice: KrogerNotice | null) => void) {
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [sending, setSending] = useState(false);

  async function send(items: KrogerCartItem[]) {
    if (items.length === 0) {
      notify({
        type: 'info',
        message: 'None of the items on this list are Kroger products, so there is nothing to send.',
      });
      return;
    }
    setSending(true);
    notify(null);
    try {
      const added = await sendToKrogerCart(items);
      notify({ type: 'success', title: 'Sent to Kroger', message: addedMessage(added) });
    } catch (error) {
      let failure = error;
      if (isKrogerConnectRequired(error)) {
        try {
          const returnTo = `${location.pathname}${location.search}`;
          writePendingCart({ path: location.pathname, items });
          window.location.assign(await startKrogerConnect(returnTo));
          return;
        } catch (connectError) {
          clearPendingCart();
          failure = connectError;
        }
      }
      notify({
        type: messageTypeFor(failure),
        title: 'Could not send to Kroger',
        message: failure instanceof Error ? failure.message : 'Please try again.',
      });
    } finally {
      setSending(false);
    }
  }

  // Back from Kroger's consent page: say how it went, and finish the send it interrupted.
  const connectResult = krogerConnectResult(searchParams.get('kroger'));
  const handledResult = useRef(false);
  useEffect(() => {
    if (!connectResult || handledResult.current) return;
    handledResult.current = true;
    const pending = takePendingCart();
    // After this render: the URL loses its ?kroger= and the message shows.
    queueMicrotask(() => {
      setSearchParams(
        (params) => {
          params.delete('kroger');
          return params;
        },
        { replace: true },
      );
      notify(CONNECT_NOTICES[connectResult]);
      if (connectResult === 'connected' && pending?.path === location.pathname) void send(pending.items);
    });
    // Runs once per return from Kroger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [connectResult]);

  return { sending, send };
}
