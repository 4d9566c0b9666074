import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ImpersonationBannerProps {
  user: string;
  stopping: boolean;
  onStop: () => void;
}

export const IMPERSONATION_BANNER_HEIGHT = 40;

/** The red banner staff see while impersonating a member. */
export function ImpersonationBanner({ user, stopping, onStop }: ImpersonationBannerProps) {
  const { t } = useTranslation();
  return (
    <Group
      role="region"
      aria-label={t('impersonation.label')}
      justify="center"
      gap="md"
      h={IMPERSONATION_BANNER_HEIGHT}
      px="md"
      bg="red.9"
      c="white"
      wrap="nowrap"
    >
      <Text size="sm" fw={700} c="white" truncate>
        {t('impersonation.banner', { user })}
      </Text>
      <Button size="compact-sm" variant="white" color="red.9" loading={stopping} onClick={onStop}>
        {t('impersonation.stop')}
      </Button>
    </Group>
  );
}
