import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DocSwitch } from './doc-fields';
import { EditorSection } from './editor-section';

const SWITCHES = [
  'disablePoints',
  'disableCheckout',
  'disableLanding',
  'showContactInsteadOfHelp',
  'lowPointsNoticeEligible',
  'notesRequired',
] as const;

/** The club's switches: what the portal offers or hides for its members. */
export function SwitchesSection() {
  const { t } = useTranslation();
  return (
    <EditorSection id="content-switches" title={t('staffConsole.content.switches')}>
      <Stack gap="sm">
        {SWITCHES.map((name) => (
          <DocSwitch
            key={name}
            path={[name]}
            label={t(`staffConsole.content.switch.${name}`)}
            description={t(`staffConsole.content.switch.${name}Hint`)}
          />
        ))}
      </Stack>
    </EditorSection>
  );
}
