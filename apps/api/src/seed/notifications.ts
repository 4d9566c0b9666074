import { NOTIFICATION_TYPES } from '@fairway/contracts';
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members } from '../db/schema/members';
import { notifications } from '../db/schema/notifications';
import { ensureHandle } from '../modules/buddies';

const T = NOTIFICATION_TYPES;

/** [minutes ago, type, title, description]: every listed type, newest last; more than 15 in all. */
const memberNotifications: [number, number, string, string][] = [
  [60 * 24 * 400, T.account, 'Welcome to Fairway', 'Your membership is ready: book your first tee time.'],
  [60 * 24 * 120, T.payment, 'Payment received', 'Thank you for your payment of £1,600.00 for Hyde.'],
  [60 * 24 * 70, T.ticket, 'Guest pass issued', 'Your guest pass for Foxhill Heath Golf Club is ready.'],
  [60 * 24 * 45, T.booking, 'Booking confirmed', 'Heath Course, Foxhill Heath Golf Club at 09:10.'],
  [60 * 24 * 40, T.trophy, 'Trophy earned', 'First round played.'],
  [60 * 24 * 33, T.info, 'Course news', 'The Heath Course greens are being hollow-tined this week.'],
  [60 * 24 * 20, T.booking, 'Booking cancelled', 'Your booking at Heath Course was cancelled and refunded.'],
  [60 * 24 * 12, T.account, 'Details updated', 'Your phone number was changed.'],
  [60 * 24 * 9, T.payment, 'Top-up Successful', 'Thank you for your payment of £200.00 for 50 Home points.'],
  [60 * 24 * 6, T.info, 'Open Play', 'Three new clubs accept Open Play points this month.'],
  [60 * 24 * 4, T.booking, 'You have been booked in', 'Buddy Player booked you into Heath Course.'],
  [60 * 24 * 3, T.ticket, 'Ticket ready', 'Your range ticket is waiting at the pro shop.'],
  [60 * 26, T.info, 'Buddy request accepted', 'Buddy Player accepted your buddy request.'],
  [60 * 5, T.booking, 'Booking confirmed', 'Heath Course, Foxhill Heath Golf Club at 08:30.'],
  [90, T.payment, 'Payment received', 'Thank you for your payment of £120.00 for 25 Open Play points.'],
  [40, T.account, 'Password changed', 'Your password was changed.'],
  [12, T.info, 'Weather', 'Frost delay: first tee times start at 09:30 tomorrow.'],
];

/**
 * Demo notifications (README): more than 15 of every listed type for member@example.com, the newest a
 * buddy request from the member's incoming requester; older ones already read.
 */
export async function seedNotificationsStep(db: Db, now: Date): Promise<void> {
  const idOf = async (email: string) =>
    (await db.select({ id: members.id }).from(members).where(eq(members.email, email)))[0]?.id;
  const member = await idOf('member@example.com');
  const requester = await idOf('lowpoints@example.com');
  if (!member) return;
  const at = (minutesAgo: number) => dayjs(now).subtract(minutesAgo, 'minute').toDate();
  const rows = memberNotifications.map(([ago, type, title, description]) => ({
    memberId: member,
    type,
    title,
    description,
    action: null as string | null,
    createdAt: at(ago),
    readAt: ago > 60 * 24 * 7 ? at(ago - 1) : null,
  }));
  if (requester) {
    const [row] = await db
      .select({ forename: members.forename, surname: members.surname })
      .from(members)
      .where(eq(members.id, requester));
    rows.push({
      memberId: member,
      type: T.buddyRequest,
      title: 'New buddy request',
      description: `${row?.forename} ${row?.surname} would like to be your buddy.`,
      action: (await ensureHandle(db, requester)).publicId,
      createdAt: at(2),
      readAt: null,
    });
  }
  await db.insert(notifications).values(rows);
}
