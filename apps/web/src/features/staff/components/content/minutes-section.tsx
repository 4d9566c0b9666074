import { BOOKING_HOLD_MINUTES_DEFAULT, WAITLIST_OFFER_MINUTES_DEFAULT } from '@fairway/contracts/constants';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DocNumberField } from './doc-fields';
import { EditorSection } from './editor-section';

/** How long freed or held places wait: a waitlist offer, and a party booking waiting for consent. */
export function MinutesSection() {
  const { t } = useTranslation();
  return (
    <EditorSection id="content-minutes" title={t('staffConsole.content.minutes')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <DocNumberField
          path={['waitlist', 'offerMinutes']}
          emptyPath={['waitlist']}
          label={t('staffConsole.content.field.offerMinutes')}
          description={t('staffConsole.content.field.offerMinutesHint')}
          placeholder={t('staffConsole.content.defaultMinutes', { count: WAITLIST_OFFER_MINUTES_DEFAULT })}
          min={1}
          max={1440}
        />
        <DocNumberField
          path={['booking', 'holdMinutes']}
          label={t('staffConsole.content.field.holdMinutes')}
          description={t('staffConsole.content.field.holdMinutesHint')}
          placeholder={t('staffConsole.content.defaultMinutes', { count: BOOKING_HOLD_MINUTES_DEFAULT })}
          min={1}
          max={1440}
        />
      </SimpleGrid>
    </EditorSection>
  );
}
