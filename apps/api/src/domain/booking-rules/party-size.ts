import { partySizes } from '@fairway/contracts/party-sizes';
import { AppError, fieldError } from '../../lib/app-error';

/** Golf and spa take up to four; a restaurant books tables beyond four (covers): `partySizes` decides. */
export function maxPartyFor(bookingType: number): number {
  return Math.max(...partySizes({ bookingType }));
}

/** Refuses a party larger than the facility takes, as a field error on `players`. */
export function checkPartySize(bookingType: number, players: number): void {
  if (players > maxPartyFor(bookingType)) {
    throw new AppError('VALIDATION', { fields: { players: fieldError('validation.players') } });
  }
}
