import type { ClubFeatures } from '../../features/clubs';
import { appPaths } from '../../lib/paths';

export type MenuIcon =
  | 'home'
  | 'book'
  | 'spa'
  | 'golf'
  | 'dining'
  | 'extras'
  | 'buddies'
  | 'account'
  | 'checkout'
  | 'help';

export interface MenuItem {
  key: string;
  /** i18n key, or null when `label` is a club word (the buddies word). */
  labelKey: string | null;
  label?: string;
  href: string;
  /** The paths the item stands for when not only its own (the bottom bar's Book: every booking screen). */
  activePrefix?: string;
  icon: MenuIcon;
  children?: MenuItem[];
}

export interface MenuInput {
  isAuthenticated: boolean;
  homeClubId: number;
  features: Pick<
    ClubFeatures,
    'spa' | 'restaurant' | 'firstGolfCourse' | 'firstSpaCourse' | 'firstRestaurantCourse'
  >;
  showContactInsteadOfHelp: boolean;
  buddiesTextPlural: 'Buddies' | 'Friends' | 'Colleagues';
  additionalBookerCount: number;
  /** A registrant who has not paid yet: every other member screen leads to checkout. */
  firstPaymentDue?: boolean;
}

const accountItem: MenuItem = {
  key: 'account',
  labelKey: 'menu.account',
  href: appPaths.account(),
  icon: 'account',
};
const checkoutItem: MenuItem = {
  key: 'checkout',
  labelKey: 'menu.checkout',
  href: appPaths.checkout(),
  icon: 'checkout',
};

export function helpItem(showContactInsteadOfHelp: boolean): MenuItem {
  return showContactInsteadOfHelp
    ? { key: 'contact', labelKey: 'menu.contactUs', href: appPaths.contact(), icon: 'help' }
    : { key: 'help', labelKey: 'menu.help', href: appPaths.help(), icon: 'help' };
}

function buddiesItem(plural: MenuInput['buddiesTextPlural']): MenuItem {
  return { key: 'buddies', labelKey: null, label: plural, href: appPaths.buddies(plural), icon: 'buddies' };
}

/** The side menu of member-area §2 "Layout", with its visibility rules. Logout is added by the menu. */
export function sideMenuItems(input: MenuInput): MenuItem[] {
  const help = helpItem(input.showContactInsteadOfHelp);
  if (!input.isAuthenticated) return [help];
  // Before the first payment only what can open: checkout, the member's account, help or contact.
  if (input.firstPaymentDue) return [checkoutItem, accountItem, help];
  const { features, homeClubId } = input;
  const items: MenuItem[] = [
    { key: 'home', labelKey: 'menu.home', href: appPaths.home(), icon: 'home' },
    {
      key: 'book',
      labelKey: 'menu.book',
      href: appPaths.findTeeTime(),
      icon: 'book',
      children: [
        { key: 'findTeeTime', labelKey: 'menu.findTeeTime', href: appPaths.findTeeTime(), icon: 'book' },
        { key: 'teeTimes', labelKey: 'menu.teeTimes', href: appPaths.booking(), icon: 'book' },
        { key: 'openPlay', labelKey: 'menu.openPlay', href: appPaths.exploreClubs(), icon: 'book' },
      ],
    },
  ];
  // A facility entry books the club's first course of its kind, or opens the club house without one.
  const facility = (
    key: string,
    icon: MenuIcon,
    course: { Id: number } | undefined,
    path: (clubId: number, courseId: number) => string,
  ): MenuItem => ({
    key,
    labelKey: `menu.${key}`,
    href: course ? path(homeClubId, course.Id) : appPaths.clubHouse(homeClubId),
    icon,
  });
  if (features.spa) items.push(facility('treatments', 'spa', features.firstSpaCourse, appPaths.spa));
  if (features.restaurant || features.spa) {
    items.push(facility('golf', 'golf', features.firstGolfCourse, appPaths.teeTimes));
  }
  if (features.restaurant) {
    items.push(facility('dining', 'dining', features.firstRestaurantCourse, appPaths.dining));
  }
  if (input.additionalBookerCount > 1) {
    items.push({
      key: 'additional',
      labelKey: 'menu.additionalItems',
      href: appPaths.ecomSearchAdditional(),
      icon: 'extras',
    });
  }
  if (!features.spa) items.push(buddiesItem(input.buddiesTextPlural));
  items.push(accountItem);
  items.push(help);
  return items;
}

/** The five tabs of the mobile bottom bar: Home, Book (Find a tee time), the buddies word, Account, Help. */
export function bottomBarItems(
  input: Pick<MenuInput, 'showContactInsteadOfHelp' | 'buddiesTextPlural' | 'firstPaymentDue'>,
): MenuItem[] {
  if (input.firstPaymentDue) return [checkoutItem, accountItem, helpItem(input.showContactInsteadOfHelp)];
  return [
    { key: 'home', labelKey: 'menu.home', href: appPaths.home(), icon: 'home' },
    // Book opens the network search: the front door for booking (issue 43).
    {
      key: 'book',
      labelKey: 'menu.book',
      href: appPaths.findTeeTime(),
      activePrefix: appPaths.booking(),
      icon: 'book',
    },
    buddiesItem(input.buddiesTextPlural),
    accountItem,
    helpItem(input.showContactInsteadOfHelp),
  ];
}
