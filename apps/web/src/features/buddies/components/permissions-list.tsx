import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Spec §6, buddy permissions once confirmed: what each side may then do, and the warning. */
export function PermissionsList() {
  const { t } = useTranslation();
  return (
    <>
      <List size="sm" spacing={4}>
        <List.Item>{t('buddies.permissions.book')}</List.Item>
        <List.Item>{t('buddies.permissions.points')}</List.Item>
        <List.Item>{t('buddies.permissions.cancel')}</List.Item>
      </List>
      <Text size="sm">{t('buddies.permissions.revoke')}</Text>
      <Text size="sm" fw={600}>
        {t('buddies.permissions.warning')}
      </Text>
    </>
  );
}
