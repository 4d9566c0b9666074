import type { Booking, CreateBooking, PartyHeld, TeeTimeSlot } from '@fairway/contracts';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHeld } from '../../bookings';
import { useBookSlot } from './use-book-slot';

/**
 * The booking screen's steps after the search: the notes, the slot chosen (the confirm dialog is open
 * while there is one), then the booking made or the party held while buddies answer (202).
 */
export function useSlotChoice({ notesRequired, notesTitle }: { notesRequired: boolean; notesTitle: string }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<TeeTimeSlot>();
  const [notes, setNotes] = useState('');
  const [notesError, setNotesError] = useState<string>();
  const notesRef = useRef<HTMLTextAreaElement>(null);
  const onNotesChange = useCallback((value: string) => {
    setNotes(value);
    setNotesError(undefined);
  }, []);
  const [booked, setBooked] = useState<Booking>();
  const [held, setHeld] = useState<PartyHeld>();
  const { mutation, book, newAttempt } = useBookSlot();

  return {
    selected,
    notes,
    notesError,
    notesRef,
    onNotesChange,
    booked,
    held,
    mutation,
    /** The search changed: no slot is chosen any more. */
    clearSelection: () => setSelected(undefined),
    /** A slot pressed: the dialog opens, unless required notes are missing (their error takes focus). */
    choose: (slot: TeeTimeSlot) => {
      if (notesRequired && !notes.trim()) {
        setNotesError(t('teeTimes.notesRequired', { title: notesTitle }));
        notesRef.current?.focus();
        return;
      }
      newAttempt();
      setSelected(slot);
    },
    /** The dialog's confirm: books the chosen slot as `request` describes it. */
    confirm: (request: (slot: TeeTimeSlot) => CreateBooking) => {
      if (!selected) return;
      book(request(selected), (answer) => {
        if (isHeld(answer)) setHeld(answer);
        else setBooked(answer);
        setSelected(undefined);
      });
    },
    /** The dialog closed without booking. */
    cancel: () => {
      setSelected(undefined);
      newAttempt();
    },
    /** From the held card: back to the form. */
    leaveHeld: () => {
      setHeld(undefined);
      newAttempt();
    },
    /** From the success card: another booking, notes cleared. */
    bookAnother: () => {
      setBooked(undefined);
      setNotes('');
      newAttempt();
    },
  };
}
