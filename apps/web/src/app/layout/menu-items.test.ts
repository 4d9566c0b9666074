import { describe, expect, it } from 'vitest';
import { bottomBarItems, type MenuInput, sideMenuItems } from './menu-items';

const golf = { Id: 10, Name: 'Old', FacilityType: 0 as const };
const spa = { Id: 11, Name: 'Spa', FacilityType: 1 as const };
const dining = { Id: 12, Name: 'Grill', FacilityType: 4 as const };

function input(overrides: Partial<MenuInput> = {}): MenuInput {
  return {
    isAuthenticated: true,
    homeClubId: 151,
    features: { spa: false, restaurant: false, firstGolfCourse: golf },
    showContactInsteadOfHelp: false,
    buddiesTextPlural: 'Buddies',
    additionalBookerCount: 0,
    ...overrides,
  };
}

const keys = (i: MenuInput) => sideMenuItems(i).map((m) => m.key);

describe('side menu', () => {
  it('offers a registrant who has not paid only what opens: checkout, account and help (issue 44 item 7)', () => {
    expect(keys(input({ firstPaymentDue: true }))).toEqual(['checkout', 'account', 'help']);
    expect(keys(input({ firstPaymentDue: true, showContactInsteadOfHelp: true }))).toEqual([
      'checkout',
      'account',
      'contact',
    ]);
    expect(bottomBarItems({ ...input(), firstPaymentDue: true }).map((m) => m.href)).toEqual([
      '/Checkout',
      '/account',
      '/Help',
    ]);
  });

  it('shows the golf-only club menu', () => {
    expect(keys(input())).toEqual(['home', 'book', 'buddies', 'account', 'help']);
    const book = sideMenuItems(input())[1];
    expect(book?.href).toBe('/booking/find');
    expect(book?.children?.map((c) => [c.labelKey, c.href])).toEqual([
      ['menu.findTeeTime', '/booking/find'],
      ['menu.teeTimes', '/booking'],
      ['menu.openPlay', '/explore/clubs'],
    ]);
  });

  it('adds Treatments and Golf for a spa club and hides the buddies word', () => {
    const items = sideMenuItems(
      input({ features: { spa: true, restaurant: false, firstGolfCourse: golf, firstSpaCourse: spa } }),
    );
    expect(items.map((m) => m.key)).toEqual(['home', 'book', 'treatments', 'golf', 'account', 'help']);
    expect(items.find((m) => m.key === 'treatments')?.href).toBe('/spa/151/11');
    expect(items.find((m) => m.key === 'golf')?.href).toBe('/booking/clubs/151/10');
  });

  it('adds Golf and Dining for a restaurant club', () => {
    const features = { spa: false, restaurant: true, firstGolfCourse: golf, firstRestaurantCourse: dining };
    const items = sideMenuItems(input({ features }));
    expect(items.map((m) => m.key)).toEqual(['home', 'book', 'golf', 'dining', 'buddies', 'account', 'help']);
    expect(items.find((m) => m.key === 'dining')?.href).toBe('/dining/151/12');
  });

  it('shows Additional Items only with more than one additional booker', () => {
    expect(keys(input({ additionalBookerCount: 1 }))).not.toContain('additional');
    expect(keys(input({ additionalBookerCount: 2 }))).toContain('additional');
  });

  it('uses the theme buddies word and path', () => {
    const item = sideMenuItems(input({ buddiesTextPlural: 'Colleagues' })).find((m) => m.key === 'buddies');
    expect(item).toMatchObject({ label: 'Colleagues', href: '/Colleagues' });
  });

  it('replaces Help with Contact Us when the club content says so', () => {
    const items = sideMenuItems(input({ showContactInsteadOfHelp: true }));
    expect(items.at(-1)).toMatchObject({ key: 'contact', labelKey: 'menu.contactUs', href: '/Contact' });
    expect(items.map((m) => m.key)).not.toContain('help');
  });

  it('shows visitors only Help', () => {
    expect(keys(input({ isAuthenticated: false }))).toEqual(['help']);
  });
});

describe('bottom bar', () => {
  it('has five tabs: Home, Book, the buddies word, Account, Help', () => {
    const items = bottomBarItems({ showContactInsteadOfHelp: false, buddiesTextPlural: 'Friends' });
    expect(items.map((m) => m.label ?? m.labelKey)).toEqual([
      'menu.home',
      'menu.book',
      'Friends',
      'menu.account',
      'menu.help',
    ]);
  });

  it('opens Find a tee time from Book, which stays lit on every booking screen', () => {
    const book = bottomBarItems({ showContactInsteadOfHelp: false, buddiesTextPlural: 'Buddies' })[1];
    expect(book).toMatchObject({ href: '/booking/find', activePrefix: '/booking' });
  });
});
