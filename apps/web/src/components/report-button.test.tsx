import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPORT_REASONS } from '@spaceshare/shared/schemas/safety';
import { stubDialog } from '@/test/dialog';
import { renderWithApp, stubApi } from '@/test/render';
import { ReportButton } from './report-button';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ReportButton', () => {
  it('reports after Cancel and a quick reopen, though the browser fires the closed one\'s close event later', async () => {
    const sent: unknown[] = [];
    stubApi(({ body }) => {
      sent.push(body);
      return { status: 201, body: { message: 'Thanks, our team will look at it.', report: {} } };
    });
    const { fireLateCloses } = stubDialog({ lateClose: true });
    const { user } = renderWithApp(<ReportButton targetType="gig" targetId={'g'.repeat(24)} />);
    const report = screen.getByRole('button', { name: 'Report' });
    await user.click(report);
    await user.click(within(await screen.findByRole('dialog', { name: 'Report this gig' })).getByRole('button', { name: 'Cancel' }));
    await user.click(report);
    fireLateCloses();

    // The late 'close' belonged to the first opening: this one still reports the gig.
    const dialog = screen.getByRole('dialog', { name: 'Report this gig' });
    expect(dialog.hasAttribute('open')).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: REPORT_REASONS.scam }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe('Thanks, our team will look at it.');
    expect(sent).toEqual([{ targetType: 'gig', targetId: 'g'.repeat(24), reason: 'scam' }]);
  });
});
