// Customer selection dialog with its own trigger (the chip, or "change customer" in the card). It is
// on a page only while wanted (CustomerChip.astro): the page needs a customer and none is chosen, or
// the address asks for it; it opens as soon as it is hydrated. Switching posts change-cust, shows
// the reload overlay and reloads (catalogue pages go to the default catalogue URL).
// The dialog is portalled to <body>: a trigger may sit inside the customer card popover, and a modal
// inside a closed popover is 0x0 yet still makes the whole page inert.
import { useStore } from '@nanostores/react';
import { X } from 'lucide-react';
import { memo, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { wantsCustomerChoice, withoutChooseCustomer } from '../../domain/customer-choice';
import { $customer, failSwitch, setCustomer, startSwitch } from '../../stores/customer';
import { HttpInterrupted } from '../lib/http';
import { changeCustomer, fetchDialogTexts, reloadTarget } from './customers.api';
import { CustomerCards } from './CustomerCards';
import { CustomerTable } from './CustomerTable';
import type { CustomerDialogLabels } from '../../domain/customer-dialog-texts';
import { Pagination } from './Pagination';
import { isPageSize, PAGE_SIZES, type CodeLike } from './paging';
import { useCustomerList } from './useCustomerList';

export interface CustomerSwitcherProps {
  /** The page's locale: the dialog's texts are asked for in it when the dialog first opens. */
  locale: string;
  triggerLabel: string;
  triggerKind: 'chip' | 'link';
  current: (CodeLike & { name: string }) | null;
  /** NEW_CUSTOMER_SELECTION_LIST: cards; otherwise the older table of 10 rows. */
  newList: boolean;
  catalogRedesign: boolean;
  /** The page needs a customer: after the switch it reloads itself, even in the catalogue. */
  pageNeedsCustomer: boolean;
}

function CustomerSwitcher(props: CustomerSwitcherProps) {
  const { newList } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // The chosen customer lives in the shared store (src/stores): the island publishes the customer the
  // page was rendered for once hydrated; until then (and on the server) the props stand in.
  const shared = useStore($customer);
  const { switching } = shared;
  const current = shared.current ?? props.current;
  const [error, setError] = useState(false);
  const [body, setBody] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const [labels, setLabels] = useState<CustomerDialogLabels | null>(null);
  // The list loads from the first click on, beside the texts.
  const list = useCustomerList(open || wanted, 10);
  const closable = current !== null && !switching;

  // A click may arrive before the portal has mounted the dialog: ask, and open once it is there.
  function show(): void {
    const card = trigger.current?.closest<HTMLElement>('[popover]');
    if (card?.matches(':popover-open')) card.hidePopover();
    setWanted(true);
  }

  useEffect(() => {
    setBody(document.body);
    if ($customer.get().current === null && props.current) setCustomer(props.current);
  }, []);

  useEffect(() => {
    if (!wanted || labels) return;
    fetchDialogTexts(props.locale)
      .then(setLabels)
      .catch((e: unknown) => {
        // Nothing to show without its words; the next click asks again.
        if (!(e instanceof HttpInterrupted)) console.warn('[customers] texts', e);
        setWanted(false);
      });
  }, [wanted, labels]);

  useEffect(() => {
    if (!wanted || !body || !labels) return;
    if (!dialog.current?.open) dialog.current?.showModal();
    setOpen(true);
    setWanted(false);
  }, [wanted, body, labels]);

  useEffect(() => {
    if (!body) return;
    // Asked for by the address (the "select" or "change customer" link): once open, the address is
    // the page's own again, so a reload or a link to it does not open the dialog once more.
    if (wantsCustomerChoice(new URLSearchParams(location.search))) history.replaceState(history.state, '', withoutChooseCustomer(location));
    show();
  }, [body]);

  async function pick(code: CodeLike): Promise<void> {
    startSwitch();
    setError(false);
    try {
      await changeCustomer(code);
      window.location.assign(reloadTarget(window.location, props.catalogRedesign, props.pageNeedsCustomer));
    } catch (e) {
      if (e instanceof HttpInterrupted) return;
      console.warn('[customers] switch failed', e);
      failSwitch();
      setError(true);
    }
  }

  const rows = list.result?.data ?? [];
  return (
    <>
      <button ref={trigger} type="button" className={`cs-trigger cs-${props.triggerKind}`} data-customer-trigger onClick={show}>
        {props.triggerLabel}
      </button>
      {body &&
        labels &&
        createPortal(
          <dialog
            ref={dialog}
            className="cs-dialog"
            aria-labelledby="cs-title"
            onCancel={(e) => {
              if (!closable) e.preventDefault();
            }}
            onClose={() => setOpen(false)}
          >
            <header>
              <h2 id="cs-title">{labels['shell.customer.dialog_title']}</h2>
              {closable && (
                <button type="button" className="cs-close" aria-label={labels['shell.customer.close']} onClick={() => dialog.current?.close()}>
                  <X size={20} aria-hidden />
                </button>
              )}
            </header>
            <input
              type="search"
              aria-label={labels['shell.customer.search']}
              placeholder={labels['shell.customer.search']}
              value={list.search}
              onChange={(e) => list.setSearch(e.target.value)}
            />
            {error && (
              <p role="alert" className="cs-error">
                {labels['customer.change_failed']}
              </p>
            )}
            {list.loading && rows.length === 0 && <p>{labels['customer.please_wait']}</p>}
            {!list.loading && rows.length === 0 && <p>{labels['shell.customer.no_results']}</p>}
            {newList ? (
              <CustomerCards rows={rows} current={current} labels={labels} onPick={(c) => void pick(c)} />
            ) : (
              <CustomerTable rows={rows} current={current} labels={labels} onPick={(c) => void pick(c)} />
            )}
            <footer>
              {newList && (
                <label>
                  {labels['shell.customer.page_size']}{' '}
                  <select
                    value={list.limit}
                    onChange={(e) => {
                      const n = Number(e.target.value);
                      if (isPageSize(n)) list.setLimit(n);
                    }}
                  >
                    {PAGE_SIZES.map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              <Pagination page={list.page} pageTotal={list.result?.info.pageTotal ?? 0} labels={labels} onPage={list.setPage} />
            </footer>
            {switching && (
              <div className="cs-overlay" role="status">
                {labels['shell.customer.waiting_reload']}
              </div>
            )}
          </dialog>,
          body,
        )}
    </>
  );
}

// A memo object is known to Astro's React renderer as React at once; a plain function is rendered
// once more on every request just to find that out (docs/decisions/0094-react-islands-on-astros-terms.md).
export default memo(CustomerSwitcher);
