/**
 * Club integrations (issue 23 §3): API tokens and the read-only /api/v1, and signed webhooks delivered
 * by the job queue from an outbox written in each event's own transaction. Other modules use only this
 * (the routes are mounted from routes.ts, like every module's).
 */
export { type BookingDataRow, type BookingReadsPort, provideBookingReads } from './booking-reads-port';
export { deliverDueWebhooks, type WebhookDeps } from './delivery-worker';
export { recordBookingEvent, recordClubEvent, recordMemberJoined } from './outbox';
export { integrationsRoutes } from './routes';
export { clubSubscribedSql, hasDueDeliveries } from './webhook-repository';
