import type { FastifyInstance } from 'fastify';
import { awardTrophies } from './service';

/**
 * Right after a booking commits, each member playing in it gets the trophies it earns them. A failure
 * is logged and never fails the booking; the next booking (or a retry) awards what was missed.
 */
export async function awardTrophiesAfterBooking(app: FastifyInstance, memberIds: readonly string[]) {
  for (const memberId of new Set(memberIds)) {
    try {
      await awardTrophies(app.db, app.notifier, memberId);
    } catch (err) {
      app.log.error({ err, memberId }, 'trophy award failed');
    }
  }
}
