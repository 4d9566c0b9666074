import type { CostUnit, SlotReason, TeeTimeSlot } from '@fairway/contracts';
import { Button, SimpleGrid, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInZone } from '../../../lib/zoned-dates';
import classes from './slot-list.module.css';

const REASON_KEY: Record<SlotReason, string> = {
  past: 'teeTimes.reasonPast',
  membership_expired: 'teeTimes.reasonMembershipExpired',
  payment_incomplete: 'teeTimes.reasonPaymentIncomplete',
  outside_window: 'teeTimes.reasonOutsideWindow',
  full: 'teeTimes.reasonFull',
  no_player_slots: 'teeTimes.reasonNoPlayerSlots',
  not_enough_points: 'teeTimes.reasonNotEnoughPoints',
  open_play_unavailable: 'teeTimes.reasonOpenPlayUnavailable',
  restricted: 'teeTimes.reasonRestricted',
  SLOT_IN_BALLOT: 'teeTimes.reasonInBallot',
  LINE_NOT_YOUR_TURN: 'teeTimes.reasonLineNotYourTurn',
};

/**
 * Why a slot cannot be booked, in the catalogue's words (rounds members read rounds). A slot in the ballot
 * says when the draw is, given `ballotDraw` (the draw's date, already in the member's words).
 */
export function slotReasonText(
  t: TFunction,
  slot: TeeTimeSlot,
  unit: CostUnit,
  ballotDraw?: string,
): string | undefined {
  if (slot.reason === 'SLOT_IN_BALLOT' && ballotDraw)
    return t('teeTimes.reasonInBallotDraw', { date: ballotDraw });
  return slot.reason === 'not_enough_points' && unit === 'rounds'
    ? t('teeTimes.reasonNotEnoughRounds')
    : slot.reason && t(REASON_KEY[slot.reason]);
}

interface SlotListProps {
  /** The list's name: Available times, or Available sessions for personal training. */
  label?: string;
  slots: TeeTimeSlot[];
  unit: CostUnit;
  timeZone: string;
  selected: string | undefined;
  onSelect: (slot: TeeTimeSlot) => void;
  /** The day's ballot draw (ISO instant), when some of its slots are in the ballot. */
  ballotDrawAt?: string;
  /** What a slot offers besides booking, under it where it stands (a full start: Join the waitlist). */
  slotExtra?: (slot: TeeTimeSlot) => ReactNode;
}

const MOVES: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Every slot as a button: time, cost (points or rounds), free places; unbookable ones disabled with why.
 * One tab stop (a roving tab index over the bookable slots); arrow keys, Home and End move inside. The
 * day's passed times are folded away behind one button, so the list opens at the first time that can be
 * booked (issue 44 §9: on a phone a day's morning of passed times hid every bookable one).
 */
export function SlotList({
  label,
  slots: allSlots,
  unit,
  timeZone,
  selected,
  onSelect,
  ballotDrawAt,
  slotExtra,
}: SlotListProps) {
  const { t } = useTranslation();
  const [showPassed, setShowPassed] = useState(false);
  const passed = allSlots.filter((s) => s.reason === 'past').length;
  const slots = showPassed || passed === 0 ? allSlots : allSlots.filter((s) => s.reason !== 'past');
  const ballotDraw = ballotDrawAt && formatInZone(ballotDrawAt, timeZone, 'ddd D MMM');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const bookable = slots.filter((s) => s.bookable).map((s) => s.time);
  const [active, setActive] = useState<string>();
  const current =
    (active && bookable.includes(active) && active) ||
    (selected && bookable.includes(selected) && selected) ||
    bookable[0];
  // Every slot says its cost, its free places and why it cannot be booked in the same few phrases: each is
  // put into words once a render (i18next's plural lookup is most of a long sheet's render on a phone).
  const phrases = new Map<string, string | undefined>();
  const once = (id: string, say: () => string | undefined) => {
    if (!phrases.has(id)) phrases.set(id, say());
    return phrases.get(id);
  };
  const cost = unit === 'rounds' ? 'teeTimes.rounds' : 'teeTimes.points';
  const moveTo = (time: string | undefined) => {
    if (!time) return;
    setActive(time);
    buttons.current.get(time)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent, time: string) => {
    const at = bookable.indexOf(time);
    const step = MOVES[e.key];
    if (step !== undefined) moveTo(bookable[Math.min(bookable.length - 1, Math.max(0, at + step))]);
    else if (e.key === 'Home') moveTo(bookable[0]);
    else if (e.key === 'End') moveTo(bookable[bookable.length - 1]);
    else return;
    e.preventDefault();
  };
  return (
    <Stack gap="xs">
      {passed > 0 && !showPassed && (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setShowPassed(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('teeTimes.showPassed', { count: passed })}
        </Button>
      )}
      <SimpleGrid
        cols={{ base: 2, xs: 3, md: 4 }}
        spacing="sm"
        component="ul"
        className={classes.list}
        aria-label={label ?? t('teeTimes.slotsLabel')}
      >
        {slots.map((slot) => {
          const reason = once(`reason ${slot.reason}`, () => slotReasonText(t, slot, unit, ballotDraw));
          return (
            <li key={slot.time}>
              {/* Plain elements, not Mantine's button and texts: a sheet draws some sixty of these in its first
                render, and each Mantine component resolves its props and styles again (most of the sheet's
                render on a phone). The module's classes give the same sizes. */}
              <button
                type="button"
                className={classes.slot}
                disabled={!slot.bookable}
                ref={(el) => {
                  if (el) buttons.current.set(slot.time, el);
                  else buttons.current.delete(slot.time);
                }}
                tabIndex={slot.time === current ? 0 : -1}
                onKeyDown={(e) => onKeyDown(e, slot.time)}
                onFocus={() => slot.bookable && setActive(slot.time)}
                data-selected={selected === slot.time || undefined}
                aria-pressed={selected === slot.time}
                onClick={() => onSelect(slot)}
              >
                <span className={classes.time}>{formatInZone(slot.time, timeZone, 'HH:mm')}</span>
                <span className={classes.cost}>
                  {once(`${cost} ${slot.cost}`, () => t(cost, { count: slot.cost }))}
                </span>
                <span className={classes.places}>
                  {once(`places ${slot.freePlaces}`, () =>
                    t('teeTimes.freePlaces', { count: slot.freePlaces }),
                  )}
                </span>
                {reason && <span className={classes.reason}>{reason}</span>}
              </button>
              {slotExtra?.(slot)}
            </li>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
