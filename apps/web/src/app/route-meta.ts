import type { ComponentType } from 'react';
import type { TextPart } from '../i18n/texts';

/** Meta of one route (member-area §2): every route in the table carries it. */
export interface RouteMeta {
  name: string;
  requiresAuth: boolean;
  /** i18n key of the page title. */
  title: string;
  /**
   * The buddies screen: its title follows the shown club's theme word (title.buddies, title.friends or
   * title.colleagues, member-area §2), whichever of the three paths it was reached by, as its heading does.
   */
  buddiesTitle?: boolean;
  hideLayout?: boolean;
  /** A staff console screen: shown in the console's own layout, not the member layout. */
  console?: boolean;
  /** Checkout-only mode: the menu stays hidden until the first payment is complete. */
  squeeze?: boolean;
  hideHomeClub?: boolean;
  overrideStyle?: boolean;
}

export type PageModule = { default: ComponentType };

export interface AppRoute {
  path: string;
  meta: RouteMeta;
  /** Lazy screen chunk. */
  load?: () => Promise<PageModule>;
  /** The feature catalogues the screen reads, loaded with its chunk (src/i18n/texts.ts). */
  texts?: readonly TextPart[];
  /** A route that only forwards elsewhere. */
  redirectTo?: string;
}
