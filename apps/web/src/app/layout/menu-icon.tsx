import {
  IconCalendarEvent,
  IconCreditCard,
  IconGolf,
  IconHelp,
  IconHome,
  IconMassage,
  IconShoppingBag,
  IconToolsKitchen2,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import type { MenuIcon as MenuIconName } from './menu-items';

const ICONS = {
  home: IconHome,
  book: IconCalendarEvent,
  spa: IconMassage,
  golf: IconGolf,
  dining: IconToolsKitchen2,
  extras: IconShoppingBag,
  buddies: IconUsers,
  account: IconUser,
  checkout: IconCreditCard,
  help: IconHelp,
} as const;

export function MenuIcon({ name, size = 20 }: { name: MenuIconName; size?: number }) {
  const Icon = ICONS[name];
  return <Icon size={size} stroke={1.6} aria-hidden="true" />;
}
