import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findPromoByCode, type StoredPromo } from './catalogue-repository';
import { promoRefusal } from './pricing';

/** The usable promo code of the club, null for none given; an unknown, expired or used-up code is a 422. */
export async function resolvePromo(
  db: DbOrTx,
  clubId: number,
  code: string | null | undefined,
  now: Date,
): Promise<StoredPromo | null> {
  if (!code) return null;
  const promo = await findPromoByCode(db, clubId, code);
  if (!promo) throw new AppError('PROMO_CODE_INVALID', { params: { code: code.toUpperCase() } });
  const refusal = promoRefusal(promo, clubId, now);
  if (refusal) throw new AppError(refusal, { params: { code: promo.code } });
  return promo;
}
