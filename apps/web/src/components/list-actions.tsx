import type { GroceryList, KrogerCartItem } from '@saverly/contracts';
import { useQuery } from '@tanstack/react-query';
import { ClipboardCopy, Download, Printer, Share2, ShoppingCart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useSearchParams } from 'react-router';
import {
  buildListCsv,
  buildListText,
  csvFileName,
  groupByAisle,
  pantryItems,
  priceLabel,
} from '../lib/grocery-export';
import type { CheckedItems } from '../lib/grocery-export';
import {
  fetchKrogerStatus,
  isKrogerConnectRequired,
  krogerCartItems,
  krogerConnectResult,
  sendToKrogerCart,
  startKrogerConnect,
} from '../lib/kroger';
import { formatMoney } from '../lib/money';
import { readStorage, removeStorage, writeStorage } from '../lib/storage';
import { Message, messageTypeFor } from './message';
import type { MessageType } from './message';
import './list-actions.css';
import { queryKeys } from '../lib/query-keys';

/** The cart lines waiting for the Kroger consent to finish (this tab only). */
export const KROGER_PENDING_KEY = 'saverly_kroger_pending';
const PRINTING_CLASS = 'printing-list';

interface Notice {
  type: MessageType;
  title?: string;
  message: string;
}

const CONNECT_NOTICES: Record<'connected' | 'denied' | 'error', Notice> = {
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

interface PendingCart {
  path: string;
  items: KrogerCartItem[];
}

function readPending(): PendingCart | null {
  try {
    const parsed = JSON.parse(readStorage(KROGER_PENDING_KEY, 'session') ?? 'null') as PendingCart | null;
    return parsed && typeof parsed.path === 'string' && Array.isArray(parsed.items) ? parsed : null;
  } catch {
    return null;
  }
}

const addedMessage = (count: number) =>
  `Added ${count} ${count === 1 ? 'item' : 'items'} to your Kroger cart`;

export interface ListActionsProps {
  list: GroceryList;
  /** Checked-off items, marked in the printed, copied and downloaded list. */
  checked?: CheckedItems;
  /** The list's name, for the share sheet and the printout. */
  title?: string;
}

/**
 * What a family can do with a priced list: print, share (Web Share API where present), copy as
 * text, download CSV, and, when the server has Kroger credentials, send the products to the
 * member's Kroger cart (linking the account first when Kroger asks for it).
 */
export function ListActions({ list, checked = {}, title = 'Shopping list' }: ListActionsProps) {
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [sending, setSending] = useState(false);
  const status = useQuery({
    queryKey: queryKeys.krogerCart.status,
    queryFn: ({ signal }) => fetchKrogerStatus(signal),
    retry: false,
    staleTime: 5 * 60_000,
  });
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const canCopy = typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function';
  const text = () => buildListText(list, checked);

  async function send(items: KrogerCartItem[]) {
    if (items.length === 0) {
      setNotice({
        type: 'info',
        message: 'None of the items on this list are Kroger products, so there is nothing to send.',
      });
      return;
    }
    setSending(true);
    setNotice(null);
    try {
      const added = await sendToKrogerCart(items);
      setNotice({ type: 'success', title: 'Sent to Kroger', message: addedMessage(added) });
    } catch (error) {
      let failure = error;
      if (isKrogerConnectRequired(error)) {
        try {
          const returnTo = `${location.pathname}${location.search}`;
          writeStorage(KROGER_PENDING_KEY, JSON.stringify({ path: location.pathname, items }), 'session');
          window.location.assign(await startKrogerConnect(returnTo));
          return;
        } catch (connectError) {
          removeStorage(KROGER_PENDING_KEY, 'session');
          failure = connectError;
        }
      }
      setNotice({
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
    const pending = readPending();
    removeStorage(KROGER_PENDING_KEY, 'session');
    // After this render: the URL loses its ?kroger= and the message shows.
    queueMicrotask(() => {
      setSearchParams(
        (params) => {
          params.delete('kroger');
          return params;
        },
        { replace: true },
      );
      setNotice(CONNECT_NOTICES[connectResult]);
      if (connectResult === 'connected' && pending?.path === location.pathname) void send(pending.items);
    });
    // Runs once per return from Kroger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [connectResult]);

  useEffect(() => {
    const done = () => document.body.classList.remove(PRINTING_CLASS);
    window.addEventListener('afterprint', done);
    return () => {
      window.removeEventListener('afterprint', done);
      done();
    };
  }, []);

  function print() {
    document.body.classList.add(PRINTING_CLASS);
    window.print();
  }

  async function share() {
    try {
      await navigator.share({ title, text: text() });
    } catch (error) {
      // The family closed the share sheet: nothing to say.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setNotice({ type: 'error', message: 'The list could not be shared. Try Copy as text instead.' });
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(text());
      setNotice({ type: 'success', title: 'Copied', message: 'The list is on your clipboard.' });
    } catch {
      setNotice({ type: 'error', message: 'The list could not be copied. Try Download CSV instead.' });
    }
  }

  function download() {
    // A byte order mark so spreadsheet programs read the file as UTF-8.
    const blob = new Blob(['\uFEFF', buildListCsv(list, checked)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = csvFileName(list);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  return (
    <div className="list-actions">
      <div className="list-actions__buttons" role="group" aria-label="List actions">
        {status.data?.configured ? (
          <button
            type="button"
            className="button button--primary button--sm"
            onClick={() => void send(krogerCartItems(list))}
            disabled={sending}
          >
            <ShoppingCart aria-hidden="true" />
            {sending ? 'Sending to Kroger...' : 'Send to Kroger Cart'}
          </button>
        ) : null}
        <button type="button" className="button button--secondary button--sm" onClick={print}>
          <Printer aria-hidden="true" />
          Print
        </button>
        {canShare ? (
          <button type="button" className="button button--secondary button--sm" onClick={() => void share()}>
            <Share2 aria-hidden="true" />
            Share
          </button>
        ) : null}
        {canCopy ? (
          <button type="button" className="button button--secondary button--sm" onClick={() => void copy()}>
            <ClipboardCopy aria-hidden="true" />
            Copy as text
          </button>
        ) : null}
        <button type="button" className="button button--secondary button--sm" onClick={download}>
          <Download aria-hidden="true" />
          Download CSV
        </button>
      </div>
      {notice ? (
        <Message
          type={notice.type}
          title={notice.title}
          message={notice.message}
          onDismiss={() => setNotice(null)}
        />
      ) : null}
      {createPortal(<PrintableList list={list} checked={checked} title={title} />, document.body)}
    </div>
  );
}

/** Only printed: the list by aisle with boxes to tick, nothing else of the page. */
function PrintableList({
  list,
  checked,
  title,
}: {
  list: GroceryList;
  checked: CheckedItems;
  title: string;
}) {
  const pantry = pantryItems(list.enhanced_grocery_list);
  return (
    <div className="list-print" aria-hidden="true">
      <h1>{title}</h1>
      <p>
        {list.store.name} · Total {formatMoney(list.summary.total_cost)} · You save{' '}
        {formatMoney(list.summary.total_savings)}
      </p>
      {groupByAisle(list.enhanced_grocery_list).map((group) => (
        <section key={group.aisle}>
          <h2>{group.aisle}</h2>
          <ul>
            {group.items.map((item) => (
              <li key={item.id} className={checked[item.id] ? 'list-print__done' : undefined}>
                <span className="list-print__box">{checked[item.id] ? '☑' : '☐'}</span> {item.matched_name}
                {' — '}
                {item.quantity_needed} · {priceLabel(item)}
                {item.status === 'on_sale' ? ' · ON SALE' : ''}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {pantry.length > 0 ? <p>In your pantry: {pantry.map((item) => item.matched_name).join(', ')}</p> : null}
    </div>
  );
}
