import type { Locator, Page } from '@playwright/test';
import { daysAhead, slotList } from './booking-helpers';
import { expect, expectNoAxeViolations, loginViaApi, test } from './fixtures';

/** The member's upcoming bookings as the API answers them: what each cost and what it chose. */
const upcomingBookings = async (page: Page) =>
  (await (await page.request.get('/api/bookings/upcoming')).json()) as {
    Cost: number;
    Details?: { Treatment?: { Name: string }; Nights?: number };
  }[];

test.describe('booking experience: rules before they bite', () => {
  test('a rounds member at an Open Play club is told why, beside slots with free places', async ({
    page,
  }) => {
    await loginViaApi(page, 'rounds@example.com');
    await page.goto(`/booking/clubs/151/15101?Date=${daysAhead(6)}&Players=1&Juniors=0`);
    const rules = page.getByTestId('booking-rules');
    await expect(rules).toContainText('Book up to 30 days ahead');
    await expect(rules).toContainText('Cancel online up to 14 days before the start');
    await expect(rules).toContainText('player slots left on this day');
    // Their balance in their own unit, as the top bar and the dashboard say it: rounds.
    await expect(rules).toContainText('You have 0 rounds to spend here');
    await expect(rules).not.toContainText('points to spend');
    await expect(page.getByText(/^\d+ Home rounds$/).first()).toBeVisible();
    await expect(page.getByText(/\d+ Home points/)).toHaveCount(0);
    // The club's no-show rule, with where this member stands.
    await expect(rules).toContainText(
      'No-shows and late cancellations here in the last 90 days: 0 of the 3 the club allows',
    );
    await expect(page.getByText('You cannot book at this club with your membership.')).toBeVisible();
    await expect(page.getByText(/Your membership gives you rounds at your home club only/)).toBeVisible();
    await expect(page.getByText("Sorry, we couldn't find any available tee times")).toHaveCount(0);
    const first = slotList(page).getByRole('button').first();
    await expect(first).toBeDisabled();
    await expect(first).toContainText('4 places free');
    await expect(first).toContainText('Not bookable with your membership');
  });

  test('not enough points shows the balance and a Top-up link; each refused slot says why', async ({
    page,
  }) => {
    await loginViaApi(page, 'lowpoints@example.com');
    await page.goto(`/booking/clubs/151/15101?Date=${daysAhead(7)}&Players=4&Juniors=0`);
    await expect(slotList(page).getByText('Not enough points').first()).toBeVisible();
    const points = await (await page.request.get('/api/member/points')).json();
    const balance = (points.homePoints as number) + (points.flexiPoints as number);
    await expect(page.getByText(`You have ${balance} points to spend here.`)).toBeVisible();
    const topUp = page.getByRole('link', { name: 'Top up your points' });
    await expect(topUp).toHaveAttribute('href', '/Topup');
  });

  test('out-of-range query values are corrected in the URL with a notice', async ({ page }) => {
    await loginViaApi(page, 'member@example.com');
    await page.goto(`/booking/clubs/151/15101?Date=${daysAhead(3)}&Players=9&Juniors=0`);
    await expect(page).toHaveURL(/Players=4/);
    await expect(page.getByText(/out of range and have been corrected: Players/)).toBeVisible();
    await page.goto(`/booking/clubs/151/15101?Date=${daysAhead(90)}&Players=1&Juniors=0`);
    await expect(page.getByText(/is outside the booking window/)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`Date=${daysAhead(30).slice(0, 8)}`));
  });

  test('a course of another facility, a non-numeric club and an unknown club are 404s', async ({ page }) => {
    await loginViaApi(page, 'member@example.com');
    for (const path of [
      '/spa/151/15101',
      '/dining/151/15101',
      '/booking/clubs/abc',
      '/booking/clubs/99999',
    ]) {
      await page.goto(path);
      await expect(page.getByText('Oops! Error 404'), path).toBeVisible();
    }
  });

  test('the member is shown by name in the top bar, and past bookings read Played', async ({ page }) => {
    await loginViaApi(page, 'member@example.com');
    await page.goto('/');
    const summary = await (await page.request.get('/api/member/summary')).json();
    await expect(page.getByRole('banner')).toContainText(`${summary.Forename} ${summary.Surname}`);
    await expect(page.getByRole('banner')).not.toContainText('member@example.com');
    const previous = page.getByRole('region', { name: 'Previous bookings' });
    await expect(previous.getByText('Played').first()).toBeVisible();
    await expect(previous.getByText('Pending', { exact: true })).toHaveCount(0);
  });
});

test.describe('booking experience: each facility books like itself', () => {
  test("dining for six: covers beyond four, the club's notes title, a table for 6 on the card", async ({
    page,
  }) => {
    await loginViaApi(page, 'member@example.com');
    await page.goto(`/dining/151/15103?Date=${daysAhead(9)}&Players=6&Juniors=0`);
    await expect(page.getByRole('combobox', { name: 'Covers' })).toHaveValue('6');
    await expect(page.getByText('Juniors', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Dietary requirements')).toBeVisible();
    await expect(page.getByText('Player Names and Handicaps')).toHaveCount(0);
    await page.getByLabel('Dietary requirements').fill('One vegetarian');
    await slotList(page).locator('button:enabled').first().click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your booking' });
    await expect(confirm.getByText('Table for 6')).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Request booking' }).click();
    // Foxhill Heath (151) confirms bookings itself: a request has been sent, not a booking made.
    const success = page.getByRole('status').filter({ hasText: /booking code is/ });
    await expect(success).toContainText('Your booking request has been sent');
    await expect(success).not.toContainText('Your booking is made');
    await page.goto('/');
    const card = page
      .getByRole('article', { name: 'The Heath Grill' })
      .filter({ hasText: 'The Heath Grill for 6 People' })
      .first();
    await expect(card).toBeVisible();
    // Its details count covers, and a dining booking has no confirmation code (spec).
    await card.getByRole('button', { name: 'View details' }).click();
    const details = page.getByRole('dialog', { name: 'The Heath Grill' });
    await expect(details.getByText('Table for 6', { exact: true })).toBeVisible();
    await expect(details.getByText('Covers', { exact: true })).toBeVisible();
    await expect(details.getByText('Confirmation code')).toHaveCount(0);
    await expect(details.getByText(/Player/)).toHaveCount(0);
  });

  test('dining where table sizes skip values (Oakmere: 2, 4, 6, 8): the party snaps to a table, with a notice', async ({
    page,
  }) => {
    await loginViaApi(page, 'member@example.com');
    await page.goto(`/dining/563/56303?Date=${daysAhead(9)}&Players=1&Juniors=0`);
    await expect(page).toHaveURL(/Players=2/);
    await expect(page.getByRole('combobox', { name: 'Covers' })).toHaveValue('2');
    await expect(page.getByText(/out of range and have been corrected: Covers\./)).toBeVisible();
    await expect(slotList(page).locator('button:enabled').first()).toBeVisible();
    // The spa names a corrected party Guests, never golf's Players.
    await page.goto(`/spa/563/56302?Date=${daysAhead(9)}&Players=9&Juniors=0`);
    await expect(page).toHaveURL(/Players=4/);
    await expect(page.getByText(/out of range and have been corrected: Guests\./)).toBeVisible();
    await expect(page.getByText(/Players/)).toHaveCount(0);
  });

  test('spa: guests, no juniors at an adults-only spa, no golf wording', async ({ page }) => {
    await loginViaApi(page, 'member@example.com');
    await page.goto(`/spa/563/56302?Date=${daysAhead(9)}&Players=1&Juniors=2`);
    await expect(page).toHaveURL(/Juniors=0/);
    await expect(page.getByRole('combobox', { name: 'Guests' })).toHaveValue('1');
    await expect(page.getByText('Juniors', { exact: true })).toHaveCount(0);
    await expect(page.getByText(/Players|Player Names and Handicaps/)).toHaveCount(0);
    await expect(page.getByLabel('Treatment requests or health notes')).toBeVisible();
    // The club's treatments, the first preselected: its price (14 points a guest) is on every time.
    const treatments = page.getByRole('radiogroup', { name: 'Treatment' });
    await expect(treatments.getByRole('radio')).toHaveCount(4);
    await expect(treatments.getByRole('radio', { name: /Swedish massage/ })).toBeChecked();
    await expect(treatments).toContainText('45 min · 16 points per guest');
    await expect(treatments).toContainText('Ages 18+');
    await expect(slotList(page).locator('button:enabled').first()).toContainText('14 points');
    await expectNoAxeViolations(page);
    // Another treatment reprices the times (the choice goes through the URL, so it shows a moment later).
    await treatments.getByRole('radio', { name: /Signature facial/ }).click();
    await expect(treatments.getByRole('radio', { name: /Signature facial/ })).toBeChecked();
    await expect(page).toHaveURL(/Treatment=signature-facial/);
    await expect(slotList(page).locator('button:enabled').first()).toContainText('12 points');
    await slotList(page).locator('button:enabled').first().click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your booking' });
    await expect(confirm.getByText('Signature facial (50 min) · 1 Guest', { exact: true })).toBeVisible();
    await confirm.getByRole('button', { name: 'Confirm booking' }).click();
    // Oakmere Park (563) confirms at once: the booking is made, not a request.
    const success = page.getByRole('status').filter({ hasText: /booking code is/ });
    await expect(success).toContainText('Your booking is made');
    await expect(success).not.toContainText('request');
    const upcoming = await upcomingBookings(page);
    expect(upcoming.find((b) => b.Details?.Treatment?.Name === 'Signature facial')?.Cost).toBe(12);
  });

  test('a hotel stay: check-in date and nights, each night priced, no time grid', async ({ page }) => {
    await loginViaApi(page, 'member@example.com');
    await page.goto(
      `/book/additional?type=Hotel&clubId=151&courseId=15104&title=Overnight%20stay&description=B%26B&Date=${daysAhead(10)}&Players=1&Juniors=0`,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Overnight stay' })).toBeVisible();
    await expect(page.getByText('Check-in date')).toBeVisible();
    await expect(slotList(page)).toHaveCount(0);
    const stay = page.getByRole('region', { name: 'Your stay' });
    await expect(stay).toContainText('30 points');
    await page.getByRole('combobox', { name: 'Nights' }).click();
    await page.getByRole('option', { name: '3', exact: true }).click();
    // The other query values of the extras route survive the change.
    await expect(page).toHaveURL(/courseId=15104.*Nights=3|Nights=3.*courseId=15104/);
    await expect(stay).toContainText('90 points');
    await expect(stay).toContainText(/Check in \w+ \d+ \w+ \d{4} from 15:00; check out/);
    await expectNoAxeViolations(page);
    await stay.getByRole('button', { name: 'Book this stay' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your booking' });
    await expect(confirm.getByText('1 Guest · 3 nights', { exact: true })).toBeVisible();
    await confirm.getByRole('button', { name: 'Request booking' }).click();
    await expect(page.getByRole('status').filter({ hasText: /booking code is/ })).toBeVisible();
    const upcoming = await upcomingBookings(page);
    expect(upcoming.find((b) => b.Details?.Nights === 3)?.Cost).toBe(90);
  });
});

test.describe('booking experience: Book again of an extra', () => {
  test("Book again of a stay, a training session or guest passes opens that extra's own form", async ({
    page,
  }) => {
    await loginViaApi(page, 'member@example.com');
    const again = (courseId: number, players: number, more = '') =>
      `/booking/clubs/151/${courseId}?Date=${daysAhead(10)}&Players=${players}&Juniors=0&BookAgain=true${more}`;
    const noGolf = async () => {
      await expect(page.getByText('Juniors', { exact: true })).toHaveCount(0);
      await expect(page.getByText(/Players|Player Names and Handicaps/)).toHaveCount(0);
    };

    // The stay: its check-in date and nights, no time grid.
    await page.goto(again(15104, 2, '&Nights=3'));
    await expect(page).toHaveURL(/\/book\/additional\?.*courseId=15104/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Overnight stay at the Heath Hotel' }),
    ).toBeVisible();
    // A stay has no times to pick: the notice asks for a date only.
    await expect(
      page.getByText('Booking again: your last party is filled in. Pick a date.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Check-in date')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Nights' })).toHaveValue('3');
    await expect(page.getByRole('combobox', { name: 'Guests' })).toHaveValue('2');
    await expect(page.getByRole('region', { name: 'Your stay' })).toBeVisible();
    await expect(slotList(page)).toHaveCount(0);
    await noGolf();

    // Personal training: sessions for one.
    await page.goto(again(15105, 1));
    await expect(page).toHaveURL(/\/book\/additional\?.*courseId=15105/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Personal training with a club professional' }),
    ).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Available sessions' }).getByRole('button').first(),
    ).toBeVisible();
    await noGolf();

    // Guest passes: a quantity.
    await page.goto(again(15106, 3));
    await expect(page).toHaveURL(/\/book\/additional\?.*courseId=15106/);
    await expect(page.getByRole('heading', { level: 1, name: 'Guest day pass' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Guest passes' })).toHaveValue('3');
    await expect(page.getByRole('region', { name: 'Your guest passes' })).toBeVisible();
    await expect(page.getByText('Each time below')).toHaveCount(0);
    await noGolf();

    // A course that is neither golf, spa, a restaurant nor one of the club's extras (563's gym): a 404.
    await page.goto('/booking/clubs/563/56304');
    await expect(page.getByText('Oops! Error 404')).toBeVisible();
  });
});

test('a failed club list shows a friendly error with Retry, and Retry shows the list', async ({ page }) => {
  await loginViaApi(page, 'member@example.com');
  let fail = true;
  await page.route(/\/api\/clubs$/, (route) =>
    fail
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"INTERNAL"}' })
      : route.continue(),
  );
  await page.goto('/booking/clubs');
  const error = page.getByRole('alert').filter({ hasText: 'Sorry, something went wrong' });
  await expect(error).toBeVisible();
  await expect(page.getByText(/Request failed/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  fail = false;
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your home club' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Sorry, something went wrong' })).toHaveCount(0);
});

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName ?? '',
      text: el?.textContent?.trim() ?? '',
      id: el?.id ?? '',
      label: el?.getAttribute('aria-label') ?? '',
    };
  });

/** The computed look of a slot button, and the theme's primary colour resolved in the page. */
const lookOf = (slot: Locator) =>
  slot.evaluate((el) => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--mantine-primary-color-filled)';
    document.body.append(probe);
    const primary = getComputedStyle(probe).color;
    probe.remove();
    const css = getComputedStyle(el);
    const time = el.firstElementChild ? getComputedStyle(el.firstElementChild).color : '';
    return {
      primary,
      time,
      border: css.borderTopColor,
      borderStyle: css.borderTopStyle,
      background: css.backgroundColor,
      shadow: css.boxShadow,
      cursor: css.cursor,
      outline: `${css.outlineStyle} ${css.outlineWidth}`,
    };
  });

test.describe('booking experience: slots look like what they are', () => {
  test('bookable times are buttons in the club colour (hover, keyboard focus); unbookable ones are muted text', async ({
    page,
  }) => {
    await loginViaApi(page, 'member@example.com');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/booking/clubs/151/15102?Date=${daysAhead(9)}&Players=1&Juniors=0`);
      const slot = slotList(page).locator('button:enabled').first();
      await expect(slot).toBeVisible();
      const look = await lookOf(slot);
      // Pressable: a border and the time in the theme's colour, a raised shadow, a pointer.
      expect(look.border).toBe(look.primary);
      expect(look.time).toBe(look.primary);
      expect(look.borderStyle).toBe('solid');
      expect(look.shadow).not.toBe('none');
      expect(look.cursor).toBe('pointer');
      await slot.hover();
      await expect.poll(async () => (await lookOf(slot)).background).not.toBe(look.background);
      // From the keyboard (the notes are the tab stop before the times): a visible focus ring.
      await page.getByRole('textbox', { name: /^Player Names and Handicaps/ }).focus();
      await page.keyboard.press('Tab');
      const focusedSlot = slotList(page).locator('button:focus');
      await expect(focusedSlot).toHaveCount(1);
      expect((await lookOf(focusedSlot)).outline).toBe('solid 3px');
      await expectNoAxeViolations(page);
    }

    // A rounds member at an Open Play club: every time refused, none looks pressable, each says why.
    await page.context().clearCookies();
    await loginViaApi(page, 'rounds@example.com');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/booking/clubs/151/15102?Date=${daysAhead(9)}&Players=1&Juniors=0`);
      const refused = slotList(page).getByRole('button').first();
      await expect(refused).toBeDisabled();
      await expect(refused).toContainText('Not bookable with your membership');
      const look = await lookOf(refused);
      expect(look.background).toBe('rgba(0, 0, 0, 0)');
      expect(look.borderStyle).toBe('dashed');
      expect(look.border).not.toBe(look.primary);
      expect(look.time).not.toBe(look.primary);
      expect(look.shadow).toBe('none');
      expect(look.cursor).toBe('not-allowed');
      await expectNoAxeViolations(page);
    }
  });
});

test.describe('booking experience: keyboard', () => {
  test('skip link, focus on the heading after navigation, one tab stop in the slots, notes error focused', async ({
    page,
  }) => {
    await loginViaApi(page, 'member@example.com');
    await page.goto('/booking/clubs/563');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The skip link is the first tab stop and leads to the main content.
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect((await focused(page)).id).toBe('main-content');

    // Navigating moves the focus to the new page's main heading.
    await page.getByRole('link', { name: 'Book Oakmere Park Championship Course' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/booking\/clubs\/563\/56301/);
    await expect.poll(async () => (await focused(page)).tag).toBe('H1');
    expect((await focused(page)).text).toBe('Oakmere Park Championship Course');

    // The slot list is one tab stop; arrows move inside it (a day ahead: today's times may have passed).
    await page.goto(`/booking/clubs/563/56301?Date=${daysAhead(5)}&Players=1&Juniors=0`);
    const slots = slotList(page).getByRole('button');
    await expect(slots.first()).toBeVisible();
    await expect(slotList(page).locator('button[tabindex="0"]')).toHaveCount(1);
    const start = slotList(page).locator('button[tabindex="0"]');
    const startText = await start.textContent();
    await start.focus();
    await page.keyboard.press('ArrowRight');
    const next = await focused(page);
    expect(next.tag).toBe('BUTTON');
    expect(next.text).not.toBe(startText);
    await expect(slotList(page).locator('button[tabindex="0"]')).toHaveCount(1);
    await page.keyboard.press('Home');
    expect((await focused(page)).text).toBe(startText);

    // Club 563 requires notes for golf: choosing a time without them focuses the notes with the error.
    await page.keyboard.press('Enter');
    await expect(page.getByText('Player Names and Handicaps required')).toBeVisible();
    expect((await focused(page)).tag).toBe('TEXTAREA');
  });
});

test('club lists and the club house load as skeleton cards shaped like the content, not a spinner', async ({
  page,
}) => {
  await loginViaApi(page, 'member@example.com');
  // Hold the club list and the club's details back until the skeletons have been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/clubs(\/563\/details)?$/, async (route) => {
    await held;
    await route.continue();
  });
  for (const [path, cards] of [
    ['/booking/clubs', 6],
    ['/booking/clubs/563', 4],
  ] as const) {
    if (path === '/booking/clubs') await page.goto(path);
    else {
      // Within the app: a page loaded at the club house already carries the club's details (the API puts
      // the first screen's answers in the page), so only a screen reached in the app waits on the call.
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    }
    const loading = page.getByRole('status', { name: 'Loading' });
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(loading.locator('.mantine-Paper-root')).toHaveCount(cards);
    await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  }
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Oakmere Park Golf & Spa' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
});

test('the date picker: arrows cross month edges, and focus stays on the picker after a date is chosen', async ({
  page,
}) => {
  // The last day of this month (UTC); the next day is always inside club 151's 30-day window.
  const now = new Date();
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0));
  const next = new Date(last.getTime() + 86_400_000);
  const label = (d: Date) =>
    d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  await loginViaApi(page, 'member@example.com');
  await page.goto(`/booking/clubs/151/15101?Date=${last.toISOString().slice(0, 10)}&Players=1&Juniors=0`);
  const input = page.getByRole('button', { name: 'Date' });
  await input.focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await focused(page)).label).toBe(label(last));
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await focused(page)).label).toBe(label(next));
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await focused(page)).label).toBe(label(last));
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await focused(page)).label).toBe(label(next));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`Date=${next.toISOString().slice(0, 10)}`));
  await expect(input).toBeFocused();
});
