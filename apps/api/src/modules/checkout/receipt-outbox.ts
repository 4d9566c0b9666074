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
 * reply does not wait for the e-mail. The row is born leased to the instance that fulfilled it, its first
 * try counted (`receiptLeasedAtBirth`): that instance sends it at once (`ReceiptOutbox.kick`) and deletes
 * the row, with no statement to claim it. The `receipt-mail` job every minute claims and sends whatever
 * is owed and due: a receipt whose send failed and is due again, or one whose instance stopped before
 * sending it, once its lease has run out. At least once: a try leases its row for RECEIPT_LEASE_MS, so an
 * instance that dies mid-send leaves it to be sent again after that.
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
/** Rows claimed (or kicked receipts sent) at a time. */
const BATCH = 20;
/** How long sent receipts wait for others to be marked with them, when no other is being sent. */
const MARK_BEAT_MS = 20;
/** Kicked receipts this instance holds to send; beyond it, a receipt waits for its lease to run out. */
const KICKED_HELD = 1_000;
/** Receipts of a batch sent at once. */
const SENDS_AT_ONCE = 4;

type Log = { error: (obj: object, msg: string) => void };

/**
 * Until when an owed receipt's row is held by the instance whose fulfilment wrote it: its first try,
 * counted at birth, taken from the clock the job's claims read.
 */
export function receiptLeasedAtBirth(): Date {
  return new Date(Date.now() + RECEIPT_LEASE_MS);
}

/** Writes the payment's receipt as owed, in the fulfilling transaction (once per payment), leased at birth. */
export async function oweReceipt(tx: DbOrTx, paymentId: string): Promise<void> {
  await insertOwedReceipt(tx, paymentId, receiptLeasedAtBirth());
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

type SendDeps = {
  db: Db;
  mailer: Mailer;
  log: Log;
  /** Receipts this process sent whose mark has not been written: marked first, never sent again. */
  sentUnmarked?: Set<string>;
  now?: () => Date;
};
type Tally = { sent: number; failed: number };

/**
 * Sends receipts this sender holds (`leased`: claimed, or leased at birth to it), SENDS_AT_ONCE at once
 * (a mail server's round trips overlap), each sent (or owed by no payment) added to `sentUnmarked` for the
 * caller to mark. `known`: a receipt already read by its fulfilment, else read here. A failure is logged
 * without personal data and tried again later (`nextReceiptTry`); a payment no longer there owes nothing.
 */
async function sendLeased(
  deps: SendDeps,
  sentUnmarked: Set<string>,
  leased: { paymentId: string; attempts: number; known?: Receipt | null }[],
  tally: Tally,
): Promise<void> {
  const { db, mailer, log } = deps;
  const now = deps.now ?? (() => new Date());
  const tryOne = async ({ paymentId, attempts, known }: (typeof leased)[number]) => {
    // Sent before, its mark lost with the connection: marked with the others, not sent again.
    if (sentUnmarked.has(paymentId)) return;
    try {
      const receipt = known ?? (await receiptFacts(db, paymentId));
      if (receipt) {
        await sendReceipt(mailer, receipt, paymentId);
        tally.sent++;
        receiptMails.inc({ outcome: 'sent' });
      }
      sentUnmarked.add(paymentId);
    } catch (err) {
      tally.failed++;
      const dueAt = nextReceiptTry(attempts, now());
      receiptMails.inc({ outcome: dueAt === null ? 'given_up' : 'failed' });
      log.error({ err, paymentId, attempts, givenUp: dueAt === null }, 'receipt e-mail failed');
      await setReceiptDue(db, paymentId, dueAt).catch((error: unknown) =>
        log.error({ err: error, paymentId }, 'receipt: retry not recorded'),
      );
    }
  };
  let next = 0;
  const worker = async () => {
    while (next < leased.length) await tryOne(leased[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(SENDS_AT_ONCE, leased.length) }, worker));
}

/**
 * Sends every receipt owed and due at `now` (the `receipt-mail` job's run), a batch claimed at a time,
 * until none is left. `sentUnmarked` (SendDeps) marked first.
 */
export async function deliverDueReceipts(deps: SendDeps): Promise<Tally> {
  const sentUnmarked = deps.sentUnmarked ?? new Set<string>();
  const now = deps.now ?? (() => new Date());
  const tally = { sent: 0, failed: 0 };
  await markSent(deps.db, sentUnmarked, deps.log);
  for (;;) {
    const claimed = await claimDue(deps.db, now(), BATCH);
    await sendLeased(deps, sentUnmarked, claimed, tally);
    // Sent: no longer owed, in one statement. Should it fail, they stay for the next run to mark.
    await markSent(deps.db, sentUnmarked, deps.log);
    if (claimed.length < BATCH) return tally;
  }
}

/** Receipts sent (or owed by no payment): no longer owed; forgotten from `sentUnmarked` once written. */
async function markSent(db: Db, sentUnmarked: Set<string>, log: Log): Promise<void> {
  if (sentUnmarked.size === 0) return;
  const paymentIds = [...sentUnmarked];
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
 * This instance's sender: `kick` after a fulfilment commits sends that payment's receipt, whose row was
 * born leased to this instance (one run at a time; a kick during a run is sent when it ends). `deliverDue`
 * is the job's run with what this instance remembers. `idle` resolves when no run is going: the app waits
 * for it before it closes, and tests before they look at what was sent.
 */
export class ReceiptOutbox {
  private running: Promise<void> | null = null;
  /** Receipts kicked and not yet sent, by payment (with their fulfilment's read of them, when it had one). */
  private readonly kicked = new Map<string, Receipt | null>();
  /** Receipts sent and not yet marked (or whose mark was lost with the connection): never sent again. */
  private readonly sentUnmarked = new Set<string>();

  constructor(private readonly deps: { db: Db; mailer: Mailer; log: Log }) {}

  kick(paymentId: string, receipt: Receipt | null): void {
    // Beyond what it holds (a mail server down), the row's lease runs out and the job sends it.
    if (this.kicked.size >= KICKED_HELD) return;
    this.kicked.set(paymentId, receipt);
    if (!this.running) this.start();
  }

  /** One run over what is owed and due (the receipt-mail job's). */
  deliverDue(): Promise<Tally> {
    return deliverDueReceipts({ ...this.deps, sentUnmarked: this.sentUnmarked });
  }

  /** Resolves once no run is going (a run a kick started meanwhile included). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /**
   * Sends the kicked receipts, a batch at a time, until none is left (those kicked meanwhile included),
   * and marks them sent together: a batch's worth at once, else after a beat in which no other payment's
   * receipt was kicked (under load, one statement marks about BATCH payments' receipts, not one each).
   */
  private async sendKicked(): Promise<void> {
    const tally = { sent: 0, failed: 0 };
    const { db, log } = this.deps;
    for (;;) {
      const batch = [...this.kicked].slice(0, BATCH);
      for (const [paymentId] of batch) this.kicked.delete(paymentId);
      // Leased at birth, its first try counted (receiptLeasedAtBirth).
      const leased = batch.map(([paymentId, known]) => ({ paymentId, attempts: 1, known }));
      await sendLeased(this.deps, this.sentUnmarked, leased, tally);
      if (this.sentUnmarked.size >= BATCH) await markSent(db, this.sentUnmarked, log);
      if (this.kicked.size === 0) await new Promise((resolve) => setTimeout(resolve, MARK_BEAT_MS));
      if (this.kicked.size === 0) return markSent(db, this.sentUnmarked, log);
    }
  }

  private start(): void {
    // After the current task: the reply that committed the payment goes out first.
    this.running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.sendKicked())
      .then(
        () => undefined,
        (err: unknown) => this.deps.log.error({ err }, 'receipt outbox run failed'),
      )
      .finally(() => {
        this.running = null;
        // Kicked as the run ended: sent by a run of its own.
        if (this.kicked.size > 0) this.start();
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
