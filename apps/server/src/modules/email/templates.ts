import type { EmailCategory } from '../../db/schema/index.js';

// Every email: HTML in the product's colours with a plain-text twin, absolute links back to the site,
// and (for categories one can turn off) the one-click unsubscribe link.

const PRIMARY = '#0f5c4d';
const ACCENT = '#b84d12';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type EmailContent = { subject: string; html: string; text: string };

export const CATEGORY_NAMES: Record<EmailCategory, string> = {
  messages: 'new message',
  orders: 'booking and order',
  alerts: 'route alert',
  account: 'account',
};

/** Where a category's emails are turned on again: the settings, or each alert under Routes you watch. */
export const CATEGORY_SWITCHES: Record<Exclude<EmailCategory, 'account'>, { where: string; label: string; path: string }> = {
  messages: { where: 'in your settings', label: 'Your settings', path: '/settings' },
  orders: { where: 'in your settings', label: 'Your settings', path: '/settings' },
  alerts: { where: 'under Routes you watch in your notifications', label: 'Routes you watch', path: '/notifications#alerts' },
};

function footerOf(category: EmailCategory, unsubscribable: boolean): string {
  if (!unsubscribable || category === 'account') return 'You get this email because of your SpaceShare account.';
  if (category === 'alerts') return 'You get this email because you asked to be emailed about new gigs on a route you watch on SpaceShare.';
  return `You get this email because ${CATEGORY_NAMES[category]} emails are on in your SpaceShare settings.`;
}

/** One email: a heading, a paragraph, a button to `url`, and the footer. */
export function renderEmail({
  subject,
  heading,
  body,
  action,
  url,
  unsubscribeUrl,
  category,
}: {
  subject: string;
  heading: string;
  body: string;
  action: string;
  url: string;
  unsubscribeUrl: string | null;
  category: EmailCategory;
}): EmailContent {
  const footer = footerOf(category, unsubscribeUrl !== null);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f2;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1c2826">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f2;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden;border:1px solid #e1e6e4">
<tr><td style="background:${PRIMARY};padding:18px 24px;color:#ffffff;font-size:20px;font-weight:800">SpaceShare</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 12px;font-size:20px;line-height:1.3;color:#1c2826">${escapeHtml(heading)}</h1>
<p style="margin:0 0 20px;font-size:15px;line-height:1.5">${escapeHtml(body)}</p>
<a href="${escapeHtml(url)}" style="display:inline-block;background:${ACCENT};color:#ffffff;text-decoration:none;font-weight:700;padding:12px 20px;border-radius:8px">${escapeHtml(action)}</a>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e1e6e4;font-size:12px;color:#5b6b68;line-height:1.5">${escapeHtml(footer)}${
    unsubscribeUrl ? ` <a href="${escapeHtml(unsubscribeUrl)}" style="color:${PRIMARY}">Unsubscribe from these emails</a>.` : ''
  }</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    heading,
    '',
    body,
    '',
    `${action}: ${url}`,
    '',
    '--',
    footer,
    ...(unsubscribeUrl ? [`Unsubscribe: ${unsubscribeUrl}`] : []),
  ].join('\n');
  return { subject, html, text };
}
