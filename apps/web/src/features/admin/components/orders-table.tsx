import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '@spaceshare/shared/messages';
import { formatUSD } from '@spaceshare/shared/rules/price';
import { namesOneRecord, orderRef } from '@spaceshare/shared/rules/short-id';
import { adminOrderActionSchema, REPORT_REASONS, type AdminOrder, type AdminOrderFilter } from '@spaceshare/shared/schemas/safety';
import { Button } from '@/components/ui/button';
import { CopyText } from '@/components/ui/copy-text';
import { formatDate, formatSpaceAmount } from '@/lib/format';
import { useAdminOrders } from '../api';
import { ConsoleSection, useListView } from './console-section';
import { useNoteDialog } from './note-dialog';
import { reportElementId } from './reports-queue';
import { ResultList } from './results';
import styles from '../admin.module.css';

const FILTERS: Record<AdminOrderFilter, string> = { all: 'All', active: 'Active', disputed: 'Disputed', completed: 'Completed', cancelled: 'Cancelled' };
const STATUS_LABEL: Record<AdminOrder['status'], string> = { active: 'Active', completed: 'Completed', cancelled: 'Cancelled' };
const SETTLE = {
  cancel: { title: 'Cancel order', hint: MESSAGES.orderOperatorCancelHint },
  complete: { title: 'Complete order', hint: MESSAGES.orderOperatorCompleteHint },
} as const;
type Settle = keyof typeof SETTLE;

const orderElementId = (orderId: string) => `admin-order-${orderId}`;

/**
 * Orders by number (#A1B2C3, decision 2453) or id, title or either person's name (decision 1701), opening on the disputed ones as the
 * reports open on the open ones: what waits for an operator. An active order can be cancelled or
 * completed, whatever its step, with a note both people read.
 */
export function OrdersTable() {
  const view = useListView<AdminOrderFilter>('disputed', FILTERS);
  const orders = useAdminOrders(view.filter, view.q, view.page);
  const { ask, dialog } = useNoteDialog('orders-title');

  const settle = (order: AdminOrder, verb: Settle) =>
    ask(
      {
        title: SETTLE[verb].title,
        description: (
          <p className={styles.meta}>
            <q>{order.title}</q> between {order.buyer.username} (buyer) and {order.seller.username} (seller). {SETTLE[verb].hint}
            {order.reports.length > 0 && ` ${MESSAGES.orderOperatorReportsHint}`}
          </p>
        ),
        noteLabel: 'Note to both people',
        noteHint: MESSAGES.orderOperatorNoteHint,
        noteRequired: true,
        path: `orders/${order._id}/${verb}`,
        schema: adminOrderActionSchema,
      },
      orderElementId(order._id),
    );

  return (
    <ConsoleSection
      id="orders"
      title="Orders"
      filter={{ label: 'Show', value: view.filter, options: FILTERS, onChange: view.setFilter }}
      search={{
        label: 'Search orders',
        placeholder: 'Number, title or name',
        value: view.q,
        // An order's number names one order: it is found whatever its status (decision 2512).
        onSearch: (q) => (namesOneRecord(q) ? view.searchUnder(q, 'all') : view.search(q)),
      }}
    >
      <ResultList
        query={orders}
        page={view.page}
        onPage={view.setPage}
        empty={emptyText(view.filter, view.q)}
        row={(o) => <OrderRow key={o._id} order={o} onSettle={(verb) => settle(o, verb)} />}
      />
      {dialog}
    </ConsoleSection>
  );
}

function emptyText(status: AdminOrderFilter, q: string): string {
  const which = FILTERS[status].toLowerCase();
  if (q) return status === 'all' ? 'No orders match.' : `No ${which} orders match. Show All to search every order.`;
  if (status === 'disputed') return 'No disputed orders. All clear.';
  return status === 'all' ? 'No orders yet.' : `No ${which} orders.`;
}

/** Its steps so far, each with its date: 'Picked up Jan 3, 2026', 'Delivered Jan 5, 2026'. */
function steps(order: AdminOrder): string[] {
  const done = [
    ['Picked up', order.pickedUpAt],
    ['Delivered', order.deliveredAt],
    ['Completed', order.completedAt],
    ['Cancelled', order.cancelledAt],
  ] as const;
  const said = done.filter(([, at]) => at).map(([step, at]) => `${step} ${formatDate(at)}`);
  return said.length > 0 ? said : ['Not picked up yet'];
}

/** Facts in a line, ' · ' between them; each stays whole when the line wraps on a phone. */
function Facts({ facts }: { facts: ReactNode[] }) {
  return facts.map((fact, i) => (
    <Fragment key={i}>
      {i > 0 && ' · '}
      <span className={styles.fact}>{fact}</span>
    </Fragment>
  ));
}

/** A person on the order, their profile, and whether an operator suspended them (decision 2204). */
function Person({ person }: { person: AdminOrder['buyer'] }) {
  return (
    <>
      <Link to={`/profile/${person._id}`}>{person.username}</Link>
      {person.suspended && <> (suspended)</>}
    </>
  );
}

function OrderRow({ order, onSettle }: { order: AdminOrder; onSettle: (verb: Settle) => void }) {
  const titleId = `${orderElementId(order._id)}-title`;
  return (
    // Focusable from code only: it takes the focus when settling it took its buttons away.
    <li id={orderElementId(order._id)} tabIndex={-1} className={`card ${styles.item}`} data-testid="admin-order">
      <p className={styles.itemHead}>
        <span id={titleId}>{order.listingId ? <Link to={`/${order.listingType}/${order.listingId}`}>{order.title}</Link> : order.title}</span>
        <span className={`${styles.tag} ${order.status === 'active' ? '' : styles.settled}`} data-testid="admin-order-status">
          {STATUS_LABEL[order.status]}
        </span>
        {order.disputed && <span className={`${styles.tag} ${styles.danger}`}>Disputed</span>}
      </p>
      <p className={styles.meta}>
        Buyer <Person person={order.buyer} /> · Seller <Person person={order.seller} />
      </p>
      {order.status === 'active' && order.reports.length > 0 && (
        // Why it is disputed (decision 2204): the open reports between the two, in the Reports queue.
        // Links wrap inside themselves (a long name would push a whole fact past a phone's width).
        <p className={styles.meta} data-testid="admin-order-reports">
          {order.reports.map((r, i) => (
            <Fragment key={r._id}>
              {i > 0 && ' · '}
              <Link to={`/admin?tab=reports#${reportElementId(r._id)}`}>
                Report by {r.reporter}: {REPORT_REASONS[r.reason]}
              </Link>
            </Fragment>
          ))}
        </p>
      )}
      <p className={styles.meta}>
        <Facts facts={[formatSpaceAmount(order.quantity, order.unit), formatUSD(order.price), `Ordered ${formatDate(order.createdAt)}`, <CopyText text={orderRef(order._id)} label="order number" testId="admin-order-ref" />]} />
      </p>
      <p className={styles.meta} data-testid="admin-order-steps">
        <Facts facts={steps(order)} />
      </p>
      {order.status === 'active' && (
        <div className={styles.resolve}>
          {(Object.keys(SETTLE) as Settle[]).map((verb) => (
            <Button key={verb} type="button" className={verb === 'cancel' ? 'btn btn-outline btn-sm' : 'btn btn-primary btn-sm'} aria-describedby={titleId} onClick={() => onSettle(verb)}>
              {SETTLE[verb].title}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}
