import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuItem } from './menu-items';

/**
 * On a squeeze page (checkout) a registrant who has not paid has no menu: these links still take them to
 * their account (sign out, export, delete, change password) and to help or contact.
 */
export function FirstPaymentLinks({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation();
  return (
    <Group component="nav" aria-label={t('menu.beforePaying')} gap="md" justify="flex-end" mb="xs">
      {items.map((item) => (
        <Anchor key={item.key} component={Link} to={item.href} size="sm">
          {item.labelKey ? t(item.labelKey) : item.label}
        </Anchor>
      ))}
    </Group>
  );
}
