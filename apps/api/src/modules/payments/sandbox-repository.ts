import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { sandboxPayments, sandboxRefunds } from '../../db/schema/sandbox-gateway';
import { sqlArrayQuery } from '../../lib/array-query';
import type { GatewayOutcome } from './gateway';

/** A key's stored answer: the outcome as first decided (a waiting one may carry the card to save). */
export type SandboxEntry = { outcome: GatewayOutcome; amount: number };

const asOutcome = (value: Record<string, unknown>) => value as unknown as GatewayOutcome;

/**
 * Stores the key's answer unless the key already has one, and returns whichever is stored: of two
 * concurrent first calls with one key (two instances, a double click), both get the first answer.
 */
export async function claimSandboxKey(db: Db, key: string, entry: SandboxEntry): Promise<SandboxEntry> {
  const [inserted] = await claimKey(db, {
    key,
    amount: entry.amount,
    outcome: JSON.stringify(entry.outcome),
  });
  if (inserted)
    return { amount: Number(inserted[0]), outcome: asOutcome(inserted[1] as Record<string, unknown>) };
  const earlier = await findSandboxKey(db, key);
  if (!earlier) throw new Error('sandbox key vanished after a conflict');
  return earlier;
}

/**
 * claimSandboxKey's insert, a named statement (parsed once per pooled connection; rows as arrays): the
 * whole of a charge, once per payment.
 */
const claimKey = sqlArrayQuery<'key' | 'amount' | 'outcome'>(
  'sandbox_claim_key',
  sql`insert into ${sandboxPayments} (idempotency_key, amount, outcome)
    values (${sql.placeholder('key')}::text, ${sql.placeholder('amount')}::integer, ${sql.placeholder('outcome')}::jsonb)
    on conflict (idempotency_key) do nothing
    returning amount, outcome`,
);

export async function findSandboxKey(db: DbOrTx, key: string): Promise<SandboxEntry | null> {
  const [row] = await db
    .select({ amount: sandboxPayments.amount, outcome: sandboxPayments.outcome })
    .from(sandboxPayments)
    .where(eq(sandboxPayments.idempotencyKey, key))
    .limit(1);
  return row ? { amount: row.amount, outcome: asOutcome(row.outcome) } : null;
}

/**
 * Moves a waiting payment (`requires_action` of that key and reference) to `succeeded`, in one
 * conditional update so two confirmations racing on two instances settle it once; null when there is
 * no such waiting payment (the caller then reads what is stored).
 */
export async function completeSandboxChallenge(
  db: DbOrTx,
  key: string,
  reference: string,
): Promise<SandboxEntry | null> {
  const [row] = await db
    .update(sandboxPayments)
    .set({
      outcome: sql`(${sandboxPayments.outcome} - 'actionType' - 'clientSecret') || '{"status":"succeeded"}'::jsonb`,
    })
    .where(
      and(
        eq(sandboxPayments.idempotencyKey, key),
        sql`${sandboxPayments.outcome}->>'status' = 'requires_action'`,
        sql`${sandboxPayments.outcome}->>'reference' = ${reference}`,
      ),
    )
    .returning({ amount: sandboxPayments.amount, outcome: sandboxPayments.outcome });
  return row ? { amount: row.amount, outcome: asOutcome(row.outcome) } : null;
}

/** Charges that succeeded, each key once, in the order they were made. */
export async function listSandboxCharges(db: DbOrTx): Promise<{ reference: string; amount: number }[]> {
  const rows = await db
    .select({ amount: sandboxPayments.amount, outcome: sandboxPayments.outcome })
    .from(sandboxPayments)
    .where(sql`${sandboxPayments.outcome}->>'status' = 'succeeded'`)
    .orderBy(asc(sandboxPayments.seq));
  return rows.map((r) => ({ reference: String(r.outcome.reference), amount: r.amount }));
}

/** Records a refund unless its key already has one (the first request is kept). */
export async function recordSandboxRefund(
  db: DbOrTx,
  key: string,
  refund: { reference: string; amount: number },
): Promise<void> {
  await db
    .insert(sandboxRefunds)
    .values({ idempotencyKey: key, ...refund })
    .onConflictDoNothing({ target: sandboxRefunds.idempotencyKey });
}

export async function listSandboxRefunds(db: DbOrTx): Promise<{ reference: string; amount: number }[]> {
  return db
    .select({ reference: sandboxRefunds.reference, amount: sandboxRefunds.amount })
    .from(sandboxRefunds)
    .orderBy(asc(sandboxRefunds.seq));
}
