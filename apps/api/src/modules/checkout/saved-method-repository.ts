import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { savedPaymentMethods } from '../../db/schema/subscriptions';
import type { Payer } from '../payments';

export type SavedMethod = { gateway: string; reference: string; cardLast4: string | null };

/** Keeps the member's reusable card reference (a newer saved card replaces the older one). */
export async function saveMethod(
  tx: Tx,
  input: SavedMethod & { memberId: string; createdAt: Date },
): Promise<void> {
  const { memberId, ...set } = input;
  await tx
    .insert(savedPaymentMethods)
    .values(input)
    .onConflictDoUpdate({ target: savedPaymentMethods.memberId, set });
}

/** The payer a gateway needs to save a card: the member, and the card they keep at that gateway if any. */
export async function payerFor(db: DbOrTx, memberId: string, gateway: string): Promise<Payer> {
  const saved = await findSavedMethod(db, memberId);
  return { memberId, savedMethod: saved?.gateway === gateway ? saved.reference : null };
}

export async function findSavedMethod(db: DbOrTx, memberId: string): Promise<SavedMethod | null> {
  const [row] = await db
    .select({
      gateway: savedPaymentMethods.gateway,
      reference: savedPaymentMethods.reference,
      cardLast4: savedPaymentMethods.cardLast4,
    })
    .from(savedPaymentMethods)
    .where(eq(savedPaymentMethods.memberId, memberId))
    .limit(1);
  return row ?? null;
}
