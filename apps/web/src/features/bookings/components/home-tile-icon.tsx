import type { HOME_WIDGET_TYPES } from '@fairway/contracts';
import {
  IconBed,
  IconCalendarEvent,
  IconCoins,
  IconGolf,
  IconHistory,
  IconMassage,
  IconTicket,
  IconToolsKitchen2,
  IconUsers,
} from '@tabler/icons-react';

type HomeWidgetType = (typeof HOME_WIDGET_TYPES)[number];

const ICONS: Record<HomeWidgetType, typeof IconGolf> = {
  Golf: IconGolf,
  Spa: IconMassage,
  Restaurant: IconToolsKitchen2,
  Hotel: IconBed,
  'Personal Training & Guest Passes': IconTicket,
  BookingHistory: IconHistory,
  Topup: IconCoins,
  Buddies: IconUsers,
};

/** A dashboard tile's picture: what the tile is for, at a glance (decorative; the title says it). */
export function HomeTileIcon({ type }: { type: HomeWidgetType }) {
  const Icon = ICONS[type] ?? IconCalendarEvent;
  return <Icon size={28} stroke={1.6} aria-hidden="true" />;
}

/** The i18n key of the tile's line of purpose, under its title. */
export const tilePurposeKey = (type: HomeWidgetType) =>
  `bookings.tilePurpose.${type.replace(/[^A-Za-z]/g, '')}` as const;
