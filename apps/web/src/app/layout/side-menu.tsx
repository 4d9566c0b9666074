import { Drawer, NavLink, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MenuIcon } from './menu-icon';
import type { MenuItem } from './menu-items';

export const SIDE_MENU_WIDTH = '22rem';

interface SideMenuProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  items: MenuItem[];
  onLogout?: () => void;
}

function isActive(pathname: string, href: string) {
  return href === '/' ? pathname === '/' : pathname.toLowerCase().startsWith(href.toLowerCase());
}

/** The slide-out side menu (22rem). Links are plain anchors, so Tab and Enter work everywhere. */
export default function SideMenu({ opened, onClose, title, items, onLogout }: SideMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const label = (item: MenuItem) => item.label ?? t(item.labelKey ?? '');

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={SIDE_MENU_WIDTH}
      title={title}
      closeButtonProps={{ 'aria-label': t('menu.close') }}
    >
      <Stack component="nav" aria-label={t('menu.label')} gap={2}>
        {items.map((item) =>
          item.children ? (
            <NavLink
              key={item.key}
              label={label(item)}
              leftSection={<MenuIcon name={item.icon} />}
              defaultOpened
            >
              {item.children.map((child) => (
                <NavLink
                  key={child.key}
                  component={Link}
                  to={child.href}
                  label={label(child)}
                  active={isActive(pathname, child.href)}
                  onClick={onClose}
                />
              ))}
            </NavLink>
          ) : (
            <NavLink
              key={item.key}
              component={Link}
              to={item.href}
              label={label(item)}
              leftSection={<MenuIcon name={item.icon} />}
              active={isActive(pathname, item.href)}
              onClick={onClose}
            />
          ),
        )}
        {onLogout && (
          <NavLink
            component="button"
            label={t('menu.logout')}
            leftSection={<IconLogout size={20} stroke={1.6} aria-hidden="true" />}
            onClick={() => {
              onClose();
              onLogout();
            }}
          />
        )}
      </Stack>
    </Drawer>
  );
}
