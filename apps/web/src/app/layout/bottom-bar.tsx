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
    // Plain elements with the rules of Mantine's Group (grow, no gap, no wrap) and UnstyledButton: the bar
    // is part of every screen's first render on a phone.
    <nav aria-label={t('menu.bottomLabel')} className={classes.bar}>
      {items.map((item) => {
        const prefix = item.activePrefix ?? item.href;
        const active =
          prefix === '/' ? pathname === '/' : pathname.toLowerCase().startsWith(prefix.toLowerCase());
        return (
          <Link
            key={item.key}
            to={item.href}
            className={`mantine-focus-auto ${classes.tab}`}
            data-active={active || undefined}
            aria-current={active ? 'page' : undefined}
          >
            <MenuIcon name={item.icon} size={22} />
            <span>{item.label ?? t(item.labelKey ?? '')}</span>
          </Link>
        );
      })}
    </nav>
  );
}
