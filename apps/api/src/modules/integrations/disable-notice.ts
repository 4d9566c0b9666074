import { NOTIFICATION_TYPES, WEBHOOK_DISABLE_AFTER_FAILURES } from '@fairway/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { findStaffContacts, type StaffContact } from '../members';
import type { Notify } from '../notifications';

export type { StaffContact };

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Who hears of the club's webhook problems: its own staff, else network staff. */
const staffOf = findStaffContacts;

const textOf = (url: string) =>
  `After ${WEBHOOK_DISABLE_AFTER_FAILURES} failed deliveries in a row, the webhook to ${new URL(url).host} was turned off. ` +
  'Check the receiver, then turn the webhook back on under Staff › Integrations.';

/**
 * Tells the club's staff that a webhook was turned off, as a notification written in the transaction
 * that turned it off (published after it commits); returns them, to be e-mailed after the commit.
 */
export async function noticeDisabled(
  db: DbOrTx,
  notify: Notify,
  webhook: { clubId: number; url: string },
): Promise<StaffContact[]> {
  const staff = await staffOf(db, webhook.clubId);
  for (const s of staff) {
    await notify(s.id, {
      type: NOTIFICATION_TYPES.info,
      title: 'Webhook turned off',
      description: textOf(webhook.url),
    });
  }
  return staff;
}

/** The same news by e-mail (after commit): a failure is logged, never thrown. */
export async function mailDisabled(
  mailer: Mailer | null | undefined,
  log: Pick<FastifyBaseLogger, 'warn'>,
  staff: StaffContact[],
  webhook: { url: string },
): Promise<void> {
  if (!mailer) return;
  const text = textOf(webhook.url);
  for (const s of staff) {
    await mailer
      .send({
        kind: 'webhook-disabled',
        to: s.email,
        subject: 'A webhook was turned off',
        text,
        html: `<p>${escapeHtml(text)}</p>`,
      })
      .catch((err: unknown) => log.warn({ err }, 'webhook notice e-mail not sent'));
  }
}
