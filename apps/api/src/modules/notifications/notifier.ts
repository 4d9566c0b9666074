import { NOTIFICATION_TYPES, type Notification } from '@fairway/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { inTransaction } from '../../lib/transaction';
import { NOTIFICATION_EVENT } from '../../realtime/hub';
import {
  eventArgsOf,
  type LivePush,
  type NewNotification,
  type Written,
  writeNotification,
  writeNotifications,
} from './notification-service';

export type { Written };

/** Adds a notification to the transaction being run (see `Notifier.transaction`). */
export type Notify = (memberId: string, input: NewNotification) => Promise<Notification>;

/**
 * The one way services tell members something (decorated as `app.notifier`, present under app.inject
 * too). A notification is written in the same transaction as its cause and published to the live hub only
 * after that transaction commits: a cause that fails writes and publishes nothing.
 */
export type Notifier = {
  /** Runs `fn` in a transaction; what it `notify`s is written there and published once it commits. */
  transaction: <T>(db: Db, fn: (tx: Tx, notify: Notify) => Promise<T>) => Promise<T>;
  /** Writes one notification in `db` (a transaction of the caller's); publish it after commit. */
  write: (db: DbOrTx, memberId: string, input: NewNotification) => Promise<Written>;
  /** Writes many members' notifications in one statement in `db` (a caller's transaction); publish after commit. */
  writeMany: (
    db: DbOrTx,
    items: readonly { memberId: string; input: NewNotification }[],
  ) => Promise<Written[]>;
  /** Pushes written notifications to each member's open sockets; trophies (type 1) never pop up. */
  publish: (written: readonly Written[]) => void;
  /** Write and publish at once, for a cause with no transaction to share (e.g. after a payment). */
  notify: (db: Db, memberId: string, input: NewNotification) => Promise<Notification>;
  /** Called with every published notification (tests under app.inject, where there is no hub). */
  listeners: ((written: Written) => void)[];
};

/**
 * `hub` is read at each publish: server.ts attaches the hub after the app is built. `log` gets a debug
 * line per published notification; publishing runs in its cause's async context (synchronously after
 * the commit), so the line carries the `reqId` of the request, job or webhook delivery that caused it.
 */
export function createNotifier(hub: () => LivePush, log?: Pick<FastifyBaseLogger, 'debug'>): Notifier {
  const notifier: Notifier = {
    listeners: [],
    write: async (db, memberId, input) => ({
      memberId,
      notification: await writeNotification(db, memberId, input),
    }),
    writeMany: (db, items) => writeNotifications(db, items),
    publish: (written) => {
      for (const w of written) {
        log?.debug(
          { notificationId: w.notification.id, type: w.notification.type },
          'notification published',
        );
        if (w.notification.type === NOTIFICATION_TYPES.trophy) continue;
        hub()?.toMember(w.memberId, NOTIFICATION_EVENT, ...eventArgsOf(w.notification));
        for (const listener of notifier.listeners) listener(w);
      }
    },
    transaction: async (db, fn) => {
      let written: Written[] = [];
      const result = await inTransaction(db, async (tx) => {
        written = []; // a retried transaction starts again
        return fn(tx, async (memberId, input) => {
          const w = await notifier.write(tx, memberId, input);
          written.push(w);
          return w.notification;
        });
      });
      notifier.publish(written);
      return result;
    },
    notify: async (db, memberId, input) => {
      const w = await notifier.write(db, memberId, input);
      notifier.publish([w]);
      return w.notification;
    },
  };
  return notifier;
}
