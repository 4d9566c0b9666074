import type { WaitlistOffer } from '@fairway/contracts';

const ACTION = /^waitlist-offer:(\d{1,10}):(\d{4}-\d{2}-\d{2}T[\d:.]+Z)$/;

/** The offer a type-7 notification's action names (`waitlist-offer:{Id}:{ExpiresAt}`), or null. */
export function offerFromAction(action: string | null | undefined): WaitlistOffer | null {
  const match = action ? ACTION.exec(action) : null;
  if (!match || Number.isNaN(Date.parse(match[2]!))) return null;
  return { Id: Number(match[1]), ExpiresAt: match[2]! };
}

export { clock, secondsLeft } from '../../../lib/countdown';
