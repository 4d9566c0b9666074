import { PACKAGE_TYPES, type PackageTypeValue } from '@fairway/contracts';

/**
 * Every word of the receipt e-mail and of the type-5 payment notification, in one place. Titles follow
 * the catalogue's screens (`Payment Successful` on /Welcome, `Top-up Successful` on /TopupComplete).
 */
export type ReceiptFacts = {
  forename: string;
  clubName: string;
  clubEmail: string;
  packageName: string;
  packageType: PackageTypeValue;
  renewal: boolean;
  /** Formatted with its currency, e.g. `£345.00`. */
  amount: string;
  cardLast4: string | null;
  /** The new renewal date, formatted in the club's zone (memberships only). */
  renewalDate: string | null;
  homePoints: number;
  openPlayPoints: number;
  paymentId: string;
  paidAt: string;
};

export const notificationTitle = (f: Pick<ReceiptFacts, 'packageType'>) =>
  f.packageType === PACKAGE_TYPES.membership ? 'Payment Successful' : 'Top-up Successful';

export function notificationDescription(f: ReceiptFacts): string {
  return `Thank you for your payment of ${f.amount} for ${f.packageName} at ${f.clubName}.`;
}

export const receiptSubject = (f: ReceiptFacts) =>
  `Your receipt from ${f.clubName}: ${f.packageName}, ${f.amount}`;

/** The receipt's lines after the greeting, shared by the text and the HTML part. */
function receiptLines(f: ReceiptFacts): [string, string][] {
  const what =
    f.packageType === PACKAGE_TYPES.membership
      ? f.renewal
        ? 'Membership renewal'
        : 'New membership'
      : f.packageType === PACKAGE_TYPES.homeTopUp
        ? 'Home points top-up'
        : 'Open Play points top-up';
  const lines: [string, string][] = [
    ['Club', f.clubName],
    ['Package', `${f.packageName} (${what})`],
    ['Amount paid', f.amount],
  ];
  if (f.cardLast4) lines.push(['Card', `ending ${f.cardLast4}`]);
  if (f.renewalDate) lines.push(['Membership renews on', f.renewalDate]);
  if (f.homePoints) lines.push(['Home points added', String(f.homePoints)]);
  if (f.openPlayPoints) lines.push(['Open Play points added (valid 12 months)', String(f.openPlayPoints)]);
  lines.push(['Paid on', f.paidAt], ['Payment reference', f.paymentId]);
  return lines;
}

const coolingOffNote = (f: ReceiptFacts) =>
  f.packageType === PACKAGE_TYPES.membership && f.renewal
    ? 'You can cancel this renewal within 14 days from the Renew tab of your dashboard; refunds take 3-5 working days.'
    : null;

export function receiptText(f: ReceiptFacts): string {
  const note = coolingOffNote(f);
  return [
    `Hello ${f.forename},`,
    '',
    `Thank you for your payment to ${f.clubName}.`,
    '',
    ...receiptLines(f).map(([k, v]) => `${k}: ${v}`),
    '',
    ...(note ? [note, ''] : []),
    `Questions? Reply to this e-mail or write to ${f.clubEmail}.`,
    '',
  ].join('\n');
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function receiptHtml(f: ReceiptFacts): string {
  const note = coolingOffNote(f);
  const rows = receiptLines(f)
    .map(
      ([k, v]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`,
    )
    .join('');
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(receiptSubject(f))}</title></head>`,
    '<body style="font-family:sans-serif;color:#1a1a1a">',
    `<p>Hello ${escapeHtml(f.forename)},</p>`,
    `<p>Thank you for your payment to ${escapeHtml(f.clubName)}.</p>`,
    `<table role="presentation">${rows}</table>`,
    note ? `<p>${escapeHtml(note)}</p>` : '',
    `<p>Questions? Reply to this e-mail or write to <a href="mailto:${escapeHtml(f.clubEmail)}">${escapeHtml(f.clubEmail)}</a>.</p>`,
    '</body></html>',
  ].join('');
}
