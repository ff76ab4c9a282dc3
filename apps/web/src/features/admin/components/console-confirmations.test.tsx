import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { AdminListing, AdminReport, AdminUser, AuditEntry, ReportContext } from '@spaceshare/shared/schemas/safety';
import { stubDialog } from '@/test/dialog';
import { renderWithApp, stubApi } from '@/test/render';
import { AuditLog } from './audit-log';
import { ListingsTable } from './listings-table';
import { ReportsQueue } from './reports-queue';
import { UsersTable } from './users-table';

// Every consequential console action is confirmed in a dialog that says what happens and to whom,
// with a reason wherever it affects a person (decision 2202).

const user: AdminUser = {
  _id: 'u'.repeat(24),
  username: 'kofi',
  email: 'kofi@example.com',
  country: 'Ghana',
  isSeller: true,
  isAdmin: false,
  suspended: false,
  suspendedReason: null,
  deleted: false,
  emailVerified: true,
  createdAt: '2026-01-02T00:00:00.000Z',
  openReports: 1,
};

const listing: AdminListing = {
  _id: 'g'.repeat(24),
  type: 'gig',
  title: 'Accra to Yiwu',
  route: 'Accra → Yiwu',
  owner: { _id: user._id, username: 'kofi' },
  status: 'open',
  createdAt: '2026-01-02T00:00:00.000Z',
};

function report(overrides: Partial<AdminReport> = {}): AdminReport {
  return {
    _id: 'r'.repeat(24),
    targetType: 'user',
    targetId: user._id,
    reason: 'harassment',
    details: '',
    status: 'open',
    resolution: null,
    createdAt: '2026-01-03T00:00:00.000Z',
    reporter: { _id: 'a'.repeat(24), username: 'ama' },
    target: { label: 'kofi', link: `/profile/${user._id}`, userId: user._id, username: 'kofi', restorable: false },
    note: null,
    resolvedAt: null,
    orderId: null,
    ...overrides,
  };
}

type Call = { method: string; path: string; body: unknown };

/** Plays the server: any list answers `items`; the report context answers `context`; a POST answers 'ok'. */
function serve(items: unknown[], context?: ReportContext) {
  const calls: Call[] = [];
  stubApi((call) => {
    calls.push(call);
    if (call.method === 'POST') return { body: { message: 'Done' } };
    if (call.path.endsWith('/context')) return { body: context };
    return { body: { items, total: items.length } };
  });
  return { posts: () => calls.filter((c) => c.method === 'POST'), calls };
}

beforeAll(() => {
  stubDialog();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('console confirmations', () => {
  it('suspends a user only once the dialog has a reason, styled as destructive, posting the reason', async () => {
    const { posts } = serve([user]);
    const { user: person } = renderWithApp(<UsersTable />);
    const suspend = await screen.findByRole('button', { name: 'Suspend' });
    expect(suspend.className).not.toContain('btn-primary');
    await person.click(suspend);
    // Nothing is sent by the click itself.
    expect(posts()).toEqual([]);

    const dialog = screen.getByRole('dialog', { name: 'Suspend kofi?' });
    expect(dialog.textContent).toContain('kofi is signed out everywhere at once and cannot sign in');
    const reason = within(dialog).getByLabelText('Reason');
    expect(document.activeElement).toBe(reason);
    expect(reason.getAttribute('aria-required')).toBe('true');
    const confirm = within(dialog).getByRole('button', { name: 'Suspend' });
    expect(confirm.className).toContain('btn-danger');

    await person.click(confirm);
    expect(within(dialog).getByRole('alert').textContent).toBe(MESSAGES.suspendReasonRequired);
    expect(posts()).toEqual([]);

    await person.type(reason, 'Harassing couriers');
    await person.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toEqual([{ method: 'POST', path: `/admin/users/${user._id}/suspend`, body: { reason: 'Harassing couriers' } }]);
  });

  it('makes an operator only with a reason; Back sends nothing', async () => {
    const { posts } = serve([user]);
    const { user: person } = renderWithApp(<UsersTable />);
    await person.click(await screen.findByRole('button', { name: 'Make operator' }));
    const dialog = screen.getByRole('dialog', { name: 'Make kofi an operator?' });
    await person.click(within(dialog).getByRole('button', { name: 'Make operator' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(MESSAGES.adminRoleReasonRequired);
    await person.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts()).toEqual([]);

    await person.click(screen.getByRole('button', { name: 'Make operator' }));
    const again = screen.getByRole('dialog', { name: 'Make kofi an operator?' });
    await person.type(within(again).getByLabelText('Reason'), 'Covers the weekend queue');
    await person.click(within(again).getByRole('button', { name: 'Make operator' }));
    await waitFor(() => expect(posts()).toEqual([{ method: 'POST', path: `/admin/users/${user._id}/grant-admin`, body: { note: 'Covers the weekend queue' } }]));
  });

  it('removes a listing only with a reason its owner reads', async () => {
    const { posts } = serve([listing]);
    const { user: person } = renderWithApp(<ListingsTable />);
    await person.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this gig?' });
    expect(dialog.textContent).toContain('kofi is told, with your reason');
    await person.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(MESSAGES.listingRemoveReasonRequired);
    await person.type(within(dialog).getByLabelText('Reason'), 'Counterfeit goods');
    await person.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(posts()).toEqual([{ method: 'POST', path: `/admin/listings/gig/${listing._id}/remove`, body: { note: 'Counterfeit goods' } }]));
  });

  it('says who a user report is about once ("User kofi", not "by kofi"); suspending from it needs a reason, dismissing does not', async () => {
    const { posts } = serve([report()]);
    const { user: person } = renderWithApp(<ReportsQueue />);
    const item = await screen.findByTestId('report');
    expect(item.querySelector('p')!.textContent).toBe('Harassment · User kofi');

    await person.click(within(item).getByRole('button', { name: 'Suspend user' }));
    const suspend = screen.getByRole('dialog', { name: 'Suspend kofi?' });
    await person.click(within(suspend).getByRole('button', { name: 'Suspend user' }));
    expect(within(suspend).getByRole('alert').textContent).toBe(MESSAGES.reportNoteRequired);
    await person.click(within(suspend).getByRole('button', { name: 'Back' }));
    expect(posts()).toEqual([]);

    await person.click(within(item).getByRole('button', { name: 'Dismiss' }));
    const dismiss = screen.getByRole('dialog', { name: 'Dismiss this report?' });
    expect(within(dismiss).getByLabelText('Note (optional)').hasAttribute('aria-required')).toBe(false);
    expect(within(dismiss).getByRole('button', { name: 'Dismiss' }).className).not.toContain('btn-danger');
    await person.click(within(dismiss).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(posts()).toEqual([{ method: 'POST', path: `/admin/reports/${'r'.repeat(24)}/resolve`, body: { action: 'dismiss', note: '' } }]));
  });

  it('shows a reported message among the messages around it, only when asked', async () => {
    const messageReport = report({ targetType: 'message', targetId: 'm'.repeat(24), target: { label: 'Pay me in cash', link: null, userId: user._id, username: 'kofi', restorable: false } });
    const at = '2026-01-03T00:00:00.000Z';
    const { calls } = serve([messageReport], {
      items: [
        { _id: '1'.repeat(24), author: 'ama', text: 'How do I pay?', removed: false, reported: false, createdAt: at },
        { _id: 'm'.repeat(24), author: 'kofi', text: 'Pay me in cash', removed: false, reported: true, createdAt: at },
      ],
    });
    const { user: person } = renderWithApp(<ReportsQueue />);
    const item = await screen.findByTestId('report');
    expect(item.querySelector('p')!.textContent).toBe('Harassment · Message by kofi: Pay me in cash');
    expect(item.querySelector('q')!.textContent).toBe('Pay me in cash');
    const toggle = within(item).getByRole('button', { name: 'Messages around it' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(calls.filter((c) => c.path.endsWith('/context'))).toEqual([]);

    await person.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const thread = await within(item).findByRole('list', { name: 'The reported message and the messages around it' });
    const lines = within(thread).getAllByRole('listitem').map((li) => li.textContent);
    expect(lines[0]).toContain('How do I pay?');
    expect(lines[1]).toContain('Reported');
    expect(lines[1]).toContain('Pay me in cash');
  });

  it('writes audit entries in words, naming and linking what they are about, with the note', async () => {
    const entries: AuditEntry[] = [
      {
        _id: '1'.repeat(24),
        admin: { _id: 'a'.repeat(24), username: 'admin' },
        action: 'report.suspend',
        targetType: 'report',
        targetId: 'r'.repeat(24),
        subject: { type: 'user', label: 'kofi', link: `/profile/${user._id}` },
        reportReason: 'harassment',
        note: 'Threats in three conversations',
        createdAt: '2026-01-03T00:00:00.000Z',
      },
      {
        _id: '2'.repeat(24),
        admin: { _id: 'a'.repeat(24), username: 'admin' },
        action: 'listing.remove',
        targetType: 'gig',
        targetId: listing._id,
        subject: { type: 'gig', label: 'Accra to Yiwu', link: null },
        reportReason: null,
        note: '',
        createdAt: '2026-01-03T00:00:00.000Z',
      },
    ];
    serve(entries);
    renderWithApp(<AuditLog />);
    const [suspended, removed] = await screen.findAllByTestId('audit-entry');
    expect(suspended!.querySelector('p')!.textContent).toBe('Suspended on report about user kofiHarassment');
    expect(within(suspended!).getByRole('link', { name: 'kofi' }).getAttribute('href')).toBe(`/profile/${user._id}`);
    expect(suspended!.textContent).toContain('“Threats in three conversations”');
    expect(removed!.querySelector('p')!.textContent).toBe('Removed gig Accra to Yiwu');
    expect(removed!.querySelector('q')!.textContent).toBe('Accra to Yiwu');
    expect(within(removed!).queryByRole('link')).toBeNull();
  });
});
