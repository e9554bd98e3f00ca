import { SendToKrogerCart } from '../../../features/kroger-cart/components/send-to-kroger-cart';
import { ListActions } from '../../../features/list-actions/components/list-actions';
import type { ListActionsProps } from '../../../features/list-actions/components/list-actions';

/**
 * A priced list's actions as the wizard's Shopping List step and a saved plan show them: Send to
 * Kroger Cart (features/kroger-cart) first, then print, share, copy and CSV (features/list-actions),
 * with one message for all of them. The routes pass it to those pages as their `listActions` slot.
 */
export function ShoppingListActions(props: Omit<ListActionsProps, 'cartAction'>) {
  return (
    <ListActions
      {...props}
      cartAction={(notify) => <SendToKrogerCart list={props.list} onNotice={notify} />}
    />
  );
}
