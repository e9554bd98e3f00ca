import type { GroceryList } from '@saverly/contracts';
import { ClipboardCopy, Download, Printer, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Message } from '../../../components/message';
import type { MessageProps } from '../../../components/message';
import {
  buildListCsv,
  buildListText,
  csvFileName,
  groupByAisle,
  pantryItems,
  priceLabel,
} from '../../../lib/grocery-export';
import type { CheckedItems } from '../../../lib/grocery-export';
import { formatMoney } from '../../../lib/money';
import './list-actions.css';

const PRINTING_CLASS = 'printing-list';

/** What an action has to say, in the one message under the buttons. */
type ListNotice = Pick<MessageProps, 'type' | 'title' | 'message'>;

export interface ListActionsProps {
  list: GroceryList;
  /** Checked-off items, marked in the printed, copied and downloaded list. */
  checked?: CheckedItems;
  /** The list's name, for the share sheet and the printout. */
  title?: string;
  /**
   * The first button of the group, from another feature (the route passes Send to Kroger Cart):
   * given `notify`, which shows its notice in the list's message (null clears it).
   */
  cartAction?: (notify: (notice: ListNotice | null) => void) => ReactNode;
}

/**
 * What a family can do with a priced list: print, share (Web Share API where present), copy as
 * text, download CSV, and whatever the route puts first (Send to Kroger Cart, features/kroger-cart).
 */
export function ListActions({ list, checked = {}, title = 'Shopping list', cartAction }: ListActionsProps) {
  const [notice, setNotice] = useState<ListNotice | null>(null);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const canCopy = typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function';
  const text = () => buildListText(list, checked);

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
        {cartAction?.(setNotice)}
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
