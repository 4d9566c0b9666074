import type { BasketItem } from '@fairway/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { useAuthState } from '../../session';
import { renewalNote } from '../lib/renewal-note';

/** The end date a membership package leads to, said before payment (basket and checkout). */
export function RenewalDateNote({ item }: { item: Pick<BasketItem, 'MembershipExtension'> }) {
  const { t } = useTranslation();
  const { member } = useAuthState();
  const note = renewalNote(item, member);
  if (!note) return null;
  return (
    <Text size="sm" data-testid="renewal-date-note">
      {note.kind === 'lapsed'
        ? t('checkout.renewalDateLapsed', { expired: formatDate(note.expired), date: formatDate(note.date) })
        : t('checkout.renewalDate', { date: formatDate(note.date) })}
    </Text>
  );
}
