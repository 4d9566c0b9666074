import type { Db, DbOrTx } from '../../db/client';
import { retryWaitMs } from '../../lib/backoff';
import type { Mailer } from '../../lib/mailer';
import { receiptMails } from '../../lib/metrics';
import { type FulfilledHook, type Receipt, receiptFacts } from './receipt';
import {
  claimDueReceipts,
  deleteOwedReceipts,
  insertOwedReceipt,
  setReceiptDue,
} from './receipt-outbox-repository';
import { receiptHtml, receiptSubject, receiptText } from './receipt-texts';

/**
 * Receipt e-mails as work after the commit (issue 24 §2). The fulfilment writes the receipt as owed
 * (`receipt_outbox`, in its own transaction or statement: fairway_settle_basket, `oweReceipt`); the payer's
 * reply does not wait for the e-mail. The instance that fulfilled sends it at once (`ReceiptOutbox.kick`),
 * and the `receipt-mail` job every minute sends whatever is still owed: a receipt whose instance stopped
 * before sending it, or one whose send failed and is due again. At least once: a try leases its row for
 * RECEIPT_LEASE_MS, so an instance that dies mid-send leaves it to be sent again after that.
 *
 * Sent, then not marked (issue 46 §9: a dropped database connection left three receipts owed after they
 * were sent, and the next lease sent them again ~8 minutes later): the sender remembers what it sent
 * until the mark is written (`sentUnmarked`), marks those first on its next run and never sends them
 * again. Only an instance that stops in that gap leaves a receipt to be sent twice, and then it carries
 * the same Message-ID (`receipt-<paymentId>`), the message's idempotency key.
 */

/** How long a try holds its row: another sender leaves it alone until then. */
export const RECEIPT_LEASE_MS = 10 * 60_000;
/** Tries before a receipt is given up (its row stays, with no due time, for an operator to see). */
export const RECEIPT_MAX_ATTEMPTS = 8;
/** Rows claimed at a time. */
const BATCH = 20;
/** Receipts of a batch sent at once. */
const SENDS_AT_ONCE = 4;

type Log = { error: (obj: object, msg: string) => void };

/** Writes the payment's receipt as owed, in the fulfilling transaction (once per payment). */
export async function oweReceipt(tx: DbOrTx, paymentId: string): Promise<void> {
  await insertOwedReceipt(tx, paymentId);
}

/**
 * When a receipt that has failed `attempts` times is tried again: a minute after the first failure, then
 * twice as long after each (at most six hours); null after RECEIPT_MAX_ATTEMPTS: given up.
 */
export function nextReceiptTry(attempts: number, now: Date): Date | null {
  if (attempts >= RECEIPT_MAX_ATTEMPTS) return null;
  return new Date(now.getTime() + retryWaitMs(attempts));
}

/** Claims up to `limit` owed receipts due at `now`: each leased to this sender, its try counted. */
function claimDue(db: Db, now: Date, limit: number) {
  return claimDueReceipts(db, { now, limit, leaseUntil: new Date(now.getTime() + RECEIPT_LEASE_MS) });
}

/** Sends one receipt e-mail (text and HTML; the card only as its last four digits). */
export async function sendReceipt(mailer: Mailer, receipt: Receipt, paymentId: string): Promise<void> {
  await mailer.send({
    kind: 'receipt',
    idempotencyKey: `receipt-${paymentId}`,
    to: receipt.email,
    replyTo: receipt.clubEmail,
    subject: receiptSubject(receipt),
    text: receiptText(receipt),
    html: receiptHtml(receipt),
  });
}

/**
 * Sends every receipt owed and due at `now`, a batch at a time (SENDS_AT_ONCE of it at once: a mail
 * server's round trips overlap), until none is left. `known`: receipts the fulfilment read already, by
 * payment (taken once, else read again). A failure is logged without personal data and tried again later
 * (`nextReceiptTry`); a payment no longer there owes nothing. The batch's sent rows go in one statement.
 * `sentUnmarked`: receipts this process sent whose mark has not been written; marked first, never resent.
 */
export async function deliverDueReceipts(deps: {
  db: Db;
  mailer: Mailer;
  log: Log;
  known?: Map<string, Receipt>;
  sentUnmarked?: Set<string>;
  now?: () => Date;
}): Promise<{ sent: number; failed: number }> {
  const { db, mailer, log, known } = deps;
  const sentUnmarked = deps.sentUnmarked ?? new Set<string>();
  const now = deps.now ?? (() => new Date());
  let sent = 0;
  let failed = 0;
  if (sentUnmarked.size > 0) await markSent(db, [...sentUnmarked], sentUnmarked, log);
  const tryOne = async ({ paymentId, attempts }: { paymentId: string; attempts: number }) => {
    // Sent before, its mark lost with the connection: marked with this batch, not sent again.
    if (sentUnmarked.has(paymentId)) return paymentId;
    const kept = known?.get(paymentId);
    known?.delete(paymentId);
    try {
      const receipt = kept ?? (await receiptFacts(db, paymentId));
      if (receipt) {
        await sendReceipt(mailer, receipt, paymentId);
        sentUnmarked.add(paymentId);
        sent++;
        receiptMails.inc({ outcome: 'sent' });
      }
      return paymentId;
    } catch (err) {
      failed++;
      const dueAt = nextReceiptTry(attempts, now());
      receiptMails.inc({ outcome: dueAt === null ? 'given_up' : 'failed' });
      log.error({ err, paymentId, attempts, givenUp: dueAt === null }, 'receipt e-mail failed');
      await setReceiptDue(db, paymentId, dueAt).catch((error: unknown) =>
        log.error({ err: error, paymentId }, 'receipt: retry not recorded'),
      );
      return null;
    }
  };
  for (;;) {
    const claimed = await claimDue(db, now(), BATCH);
    const done: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < claimed.length) {
        const paymentId = await tryOne(claimed[next++]!);
        if (paymentId) done.push(paymentId);
      }
    };
    await Promise.all(Array.from({ length: Math.min(SENDS_AT_ONCE, claimed.length) }, worker));
    // Sent: no longer owed. Should this fail, they stay in `sentUnmarked` for the next run to mark.
    if (done.length > 0) await markSent(db, done, sentUnmarked, log);
    if (claimed.length < BATCH) return { sent, failed };
  }
}

/** Receipts sent (or owed by no payment): no longer owed; forgotten from `sentUnmarked` once written. */
async function markSent(db: Db, paymentIds: string[], sentUnmarked: Set<string>, log: Log): Promise<void> {
  try {
    await deleteOwedReceipts(db, paymentIds);
    for (const id of paymentIds) sentUnmarked.delete(id);
  } catch (err) {
    log.error(
      { err, sent: paymentIds.length },
      'receipts sent but still marked owed; marked on the next run',
    );
  }
}

/**
 * This instance's sender: `kick` after a fulfilment commits starts sending what is owed (one run at a
 * time; a kick during a run makes it look again when it ends). `idle` resolves when no run is going: the
 * app waits for it before it closes, and tests before they look at what was sent.
 */
export class ReceiptOutbox {
  private running: Promise<void> | null = null;
  private again = false;
  /** Receipts read with their fulfilment, so the send need not read them again (bounded). */
  private readonly known = new Map<string, Receipt>();
  /** Receipts sent whose mark was not written (the connection dropped): marked, never sent, next run. */
  private readonly sentUnmarked = new Set<string>();

  constructor(private readonly deps: { db: Db; mailer: Mailer; log: Log }) {}

  kick(paymentId: string, receipt: Receipt | null): void {
    if (receipt) {
      if (this.known.size >= 1_000) this.known.clear();
      this.known.set(paymentId, receipt);
    }
    if (this.running) {
      this.again = true;
      return;
    }
    this.start();
  }

  /** One run over what is owed and due (the receipt-mail job's), with what this instance knows. */
  deliverDue(): Promise<{ sent: number; failed: number }> {
    return deliverDueReceipts({ ...this.deps, known: this.known, sentUnmarked: this.sentUnmarked });
  }

  /** Resolves once no run is going (a run a kick started meanwhile included). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private start(): void {
    this.again = false;
    // After the current task: the reply that committed the payment goes out first.
    this.running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.deliverDue())
      .then(
        () => undefined,
        (err: unknown) => this.deps.log.error({ err }, 'receipt outbox run failed'),
      )
      .finally(() => {
        this.running = null;
        // Kicked while it ran: a receipt may have been owed after its last look.
        if (this.again) this.start();
      });
  }
}

/**
 * The fulfilled-payment hook: the receipt e-mail, owed with the fulfilment, is sent after the commit by
 * this instance's outbox; the payer's reply does not wait for it. The type-5 notification is not here: it
 * is written with the fulfilment (payment-settle.ts, fairway_settle_basket).
 */
export function receiptHook(outbox: ReceiptOutbox): FulfilledHook {
  return async ({ paymentId, receipt }) => outbox.kick(paymentId, receipt);
}
