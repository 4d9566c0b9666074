import { Group, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import classes from './bottom-bar.module.css';
import { MenuIcon } from './menu-icon';
import type { MenuItem } from './menu-items';

/** The mobile bottom bar: five tabs, shown below 924 px. */
export function BottomBar({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label={t('menu.bottomLabel')} grow gap={0} h="100%" wrap="nowrap">
      {items.map((item) => {
        const prefix = item.activePrefix ?? item.href;
        const active =
          prefix === '/' ? pathname === '/' : pathname.toLowerCase().startsWith(prefix.toLowerCase());
        return (
          <UnstyledButton
            key={item.key}
            component={Link}
            to={item.href}
            className={classes.tab}
            data-active={active || undefined}
            aria-current={active ? 'page' : undefined}
          >
            <MenuIcon name={item.icon} size={22} />
            <span>{item.label ?? t(item.labelKey ?? '')}</span>
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
