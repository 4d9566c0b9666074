import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DocTextField } from './doc-fields';
import { EditorSection } from './editor-section';

/** The texts members read: the club's names and contacts, sign-in, dashboard, renewal and top-up words. */
export function TextsSection() {
  const { t } = useTranslation();
  const k = (name: string) => t(`staffConsole.content.field.${name}`);
  return (
    <EditorSection id="content-texts" title={t('staffConsole.content.texts')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DocTextField path={['clubName']} label={k('clubName')} maxLength={120} />
          <DocTextField path={['clubNameShort']} label={k('clubNameShort')} maxLength={60} />
          <DocTextField path={['telephone']} label={k('telephone')} maxLength={40} type="tel" />
          <DocTextField path={['email']} label={k('email')} maxLength={254} type="email" />
        </SimpleGrid>
        <DocTextField path={['introduction']} label={k('introduction')} maxLength={4000} multiline />
        <DocTextField path={['loginText']} label={k('loginText')} maxLength={2000} multiline />
        <DocTextField path={['registerText']} label={k('registerText')} maxLength={2000} multiline />
        <DocTextField
          path={['dashboard', 'title']}
          label={k('dashboardTitle')}
          description={k('dashboardTitleHint')}
          maxLength={120}
          optional
        />
        <DocTextField
          path={['dashboard', 'message']}
          label={k('dashboardMessage')}
          maxLength={2000}
          multiline
          optional
        />
        <DocTextField
          path={['dashboard', 'teeTimesMessage']}
          label={k('teeTimesMessage')}
          maxLength={2000}
          multiline
          optional
        />
        <DocTextField path={['notesTitle']} label={k('notesTitle')} maxLength={120} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DocTextField path={['renew', 'title']} label={k('renewTitle')} maxLength={120} />
          <DocTextField path={['topup', 'title']} label={k('topupTitle')} maxLength={120} />
        </SimpleGrid>
        <DocTextField path={['renew', 'body']} label={k('renewBody')} maxLength={2000} multiline />
      </Stack>
    </EditorSection>
  );
}
