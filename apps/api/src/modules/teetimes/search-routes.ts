import { type TeeTimeSearchReply, ZTeeTimeSearchQuery, ZTeeTimeSearchReply } from '@fairway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { memberIdOf } from '../../plugins/session';
import type { BookingPartyPort } from '../bookings';
import { searchKept } from './kept-reads';
import { searchTeeTimesJson } from './search';

/** What the search takes from the buddies module (wired in modules/index.ts): the party and its consent. */
export type SearchPartyPort = Pick<BookingPartyPort, 'resolve' | 'consent'>;

export const teeTimeSearchRoutes =
  (deps: { party: SearchPartyPort }): FastifyPluginAsyncZod =>
  async (app) => {
    // This instance's course-days and party inputs as last read, kept by the read cache's rule (kept-reads.ts).
    const kept = searchKept(app.readCache, app.db, app.database.replica?.afterWriteMs ?? 0);
    app.get(
      '/teetimes/search',
      {
        preHandler: app.requireAuth,
        schema: {
          tags: ['teetimes'],
          summary:
            'Find a tee time anywhere: the starts of every golf course within the radius the party could book now',
          description:
            'Judged by the booking write’s own rules and pricing: a `Bookable` time books through POST /api/bookings (with `buddies`, a buddy who asked to be asked makes it a 202 hold), and a start left out is one the write refuses. Starts held by a ballot before its draw are listed with `Bookable: false` and `Reason: "SLOT_IN_BALLOT"`. `NextCursor` is opaque; pass it back as `cursor` with the same sort.',
          querystring: ZTeeTimeSearchQuery,
          response: { 200: ZTeeTimeSearchReply },
        },
      },
      async (request, reply) => {
        const memberId = memberIdOf(request);
        const { buddies } = request.query;
        const party = buddies?.length ? await deps.party.resolve(app.db, memberId, { buddies }) : [];
        const consented =
          party.length === 0 ||
          (await inTransaction(app.db, (tx) =>
            deps.party.consent(memberId)(
              tx,
              party.map((m) => m.memberId),
            ),
          ).then(
            () => true,
            (error: unknown) => {
              if (error instanceof AppError && error.code === 'BUDDY_CONSENT_REQUIRED') return false;
              throw error;
            },
          ));
        // The search's reads may come from the read replica (DATABASE_READ_URL) unless the member just wrote.
        const json = await searchTeeTimesJson(request.readDb, {
          memberId,
          query: request.query,
          party,
          consented,
          kept,
        });
        // Written as JSON text by the search (a whole day's page is ~60 KB): sent as it is, past the
        // route's compiled serializer. Outside production the contract is still checked, as every reply is.
        if (app.config.env !== 'production') {
          const checked = ZTeeTimeSearchReply.safeParse(JSON.parse(json));
          if (!checked.success) throw new Error(`search reply breaks its contract: ${checked.error.message}`);
        }
        reply.type('application/json; charset=utf-8');
        // As bytes: Fastify measures a string reply's length in a pass of its own before it is encoded, and
        // a whole day's page is long (the text is a rope of small pieces, flattened once, here).
        return reply.send(Buffer.from(json) as unknown as TeeTimeSearchReply);
      },
    );
  };
