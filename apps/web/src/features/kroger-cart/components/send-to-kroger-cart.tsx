import type { GroceryList } from '@saverly/contracts';
import { ShoppingCart } from 'lucide-react';
import { useKrogerStatus } from '../api/kroger-status';
import { useSendToKrogerCart } from '../hooks/use-send-to-kroger-cart';
import type { KrogerNotice } from '../hooks/use-send-to-kroger-cart';
import { krogerCartItems } from '../lib/cart-items';

interface SendToKrogerCartProps {
  list: GroceryList;
  /** Shows (or, with null, clears) what the cart has to say; the list actions' message. */
  onNotice: (notice: KrogerNotice | null) => void;
}

/**
 * Send to Kroger Cart, when the server has Kroger credentials: the list's Kroger products go to the
 * member's Kroger cart. Rendered among the list actions (`app/routes/app/list-actions-slot.tsx`);
 * mounted even while hidden, so a return from Kroger's consent page is always answered.
 */
export function SendToKrogerCart({ list, onNotice }: SendToKrogerCartProps) {
  const status = useKrogerStatus();
  const { sending, send } = useSendToKrogerCart(onNotice);
  if (!status.data?.configured) return null;
  return (
    <button
      type="button"
      className="button button--primary button--sm"
      onClick={() => void send(krogerCartItems(list))}
      disabled={sending}
    >
      <ShoppingCart aria-hidden="true" />
      {sending ? 'Sending to Kroger...' : 'Send to Kroger Cart'}
    </button>
  );
}
