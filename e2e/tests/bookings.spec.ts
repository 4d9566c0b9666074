import type { Page } from '@playwright/test';
import { daysAhead } from './booking-helpers';
import { expect, expectNoAxeViolations, loginViaApi, test } from './fixtures';

const CANCEL_CONFIRM =
  'Are you sure you want to cancel this booking? It will be cancelled straight away and your points refunded immediately.';
const CANCEL_SUCCESS = 'Your booking has been cancelled and your points have been refunded.';
const CANCEL_FAILED =
  'Sorry, we were unable to send your cancellation request. Please contact our customer service.';

async function homePoints(page: Page): Promise<number> {
  const res = await page.request.get('/api/member/points');
  expect(res.status()).toBe(200);
  return (await res.json()).homePoints as number;
}

/** axe-core measures colours mid-transition; wait until every open dialog has faded fully in (or out). */
async function expectAxeCleanWhenSettled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('.mantine-Modal-content, .mantine-Modal-overlay')].every(
          (el) => getComputedStyle(el).opacity === '1',
        ),
      ),
    )
    .toBe(true);
  await expectNoAxeViolations(page);
}

interface WireBooking {
  Id: number;
  ClubId: number;
  CourseId: number;
  CourseName: string;
  BookingRef: string;
  NumberOfPeople: number;
  OfWhichJuniors: number;
  ConfirmationStatus: 'NotConfirmed' | 'ManualConfirmed';
  Cost: number;
  Cancelled?: boolean;
  Expired?: boolean;
}

/** Opens the details dialog of the card whose booking code is the booking's (the code is in the dialog). */
async function openDetailsOf(page: Page, booked: WireBooking) {
  const cards = page.getByRole('article', { name: booked.CourseName });
  await expect(cards.first()).toBeVisible();
  const dialog = page.getByRole('dialog', { name: booked.CourseName });
  for (let i = 0; i < (await cards.count()); i++) {
    await cards.nth(i).getByRole('button', { name: 'View details' }).click();
    await expect(dialog).toBeVisible();
    if (await dialog.getByText(booked.BookingRef, { exact: true }).isVisible())
      return { dialog, card: cards.nth(i) };
    // Not this card's: closed by keyboard (no wait for a button to settle on a loaded machine).
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  throw new Error(`No card shows booking ${booked.BookingRef}`);
}

async function bookFirstFreeSlot(page: Page): Promise<WireBooking> {
  const slots = page.getByRole('list', { name: 'Available times' });
  await slots.locator('button:enabled').first().click();
  await page
    .getByRole('dialog', { name: 'Confirm your booking' })
    .getByRole('button', { name: /^(Confirm|Request) booking$/ })
    .click();
  const success = page
    .getByRole('status')
    .filter({ hasText: /Your booking is made|Your booking request has been sent/ });
  await expect(success).toBeVisible();
  const ref = (await success.textContent())?.match(/booking code is (\w+)\./)?.[1];
  const upcoming = (await (await page.request.get('/api/bookings/upcoming')).json()) as WireBooking[];
  const booked = upcoming.find((b) => b.BookingRef === ref);
  if (!booked) throw new Error(`Booking ${ref} is not in the upcoming list`);
  return booked;
}

test.describe('booking a tee time', () => {
  test('books, shows it on the dashboard, cancels with the catalogue texts and refunds the points', async ({
    page,
  }) => {
    await loginViaApi(page, 'member@example.com');
    const before = await homePoints(page);

    await page.goto(`/booking/clubs/151/15101?Date=${daysAhead(20)}&Players=1&Juniors=0`);
    const slots = page.getByRole('list', { name: 'Available times' });
    await expect(slots.getByRole('button').first()).toBeVisible();
    await expect(page.getByText(`${before} Home points`).first()).toBeVisible();
    await expectAxeCleanWhenSettled(page);

    await slots.locator('button:enabled').first().click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your booking' });
    await expect(confirm).toBeVisible();
    // Foxhill Heath (151) confirms every booking itself: the member sends a request, and is told so.
    await expect(confirm.getByText(/stays Pending until the club confirms it/)).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Confirm booking' })).toHaveCount(0);
    await expectAxeCleanWhenSettled(page);
    await confirm.getByRole('button', { name: 'Request booking' }).click();

    const success = page
      .getByRole('status')
      .filter({ hasText: /Your booking is made|Your booking request has been sent/ });
    await expect(success).toBeVisible();
    const ref = (await success.textContent())?.match(/booking code is (\w+)\./)?.[1];
    expect(ref).toBeTruthy();
    await expect(success).toContainText('Your booking request has been sent');
    await expect(success).toContainText('this one is Pending until they do');
    await expectAxeCleanWhenSettled(page);

    const upcoming = (await (await page.request.get('/api/bookings/upcoming')).json()) as WireBooking[];
    const booked = upcoming.find((b) => b.BookingRef === ref);
    expect(booked).toBeDefined();
    if (!booked) return;
    await expect(page.getByText(`${before - booked.Cost} Home points`).first()).toBeVisible();

    await success.getByRole('link', { name: 'View my bookings' }).click();
    await expect(page).toHaveURL(/\/$/);
    const { dialog: details, card } = await openDetailsOf(page, booked);
    // A request: Pending on the success screen, the card and the details, with no confirmation code yet.
    expect(booked.ConfirmationStatus).toBe('NotConfirmed');
    await expect(card.getByText('Pending', { exact: true })).toBeVisible();
    await expect(details.getByText('Pending', { exact: true })).toBeVisible();
    await expect(details.getByText('Confirmation code', { exact: true })).toBeVisible();
    await expect(details.getByText('Given once the club confirms', { exact: true })).toBeVisible();
    await expect(details.getByText('1 Player, 0 Juniors')).toBeVisible();
    await expect(details.getByText('Empty', { exact: true })).toBeVisible();
    // The file speaks the screens' language (Chromium here: en-US).
    await expect(details.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      `/api/bookings/${booked.Id}/calendar.ics?lang=en-US`,
    );
    await expectAxeCleanWhenSettled(page);

    // The upcoming list's cards of this course (hidden from the accessibility tree while a dialog is open,
    // so counted with the hidden ones); the previous bookings below hold cards of the same course too.
    const courseCards = page
      .getByRole('region', { name: 'Upcoming bookings', includeHidden: true })
      .getByRole('article', { name: booked.CourseName, includeHidden: true });
    const shown = await courseCards.count();
    await details.getByRole('button', { name: 'Cancel booking' }).click();
    const ask = page.getByRole('dialog', { name: 'Cancel booking' });
    await expect(ask.getByText(CANCEL_CONFIRM)).toBeVisible();
    await expectAxeCleanWhenSettled(page);
    await expect(ask.getByRole('button', { name: 'Keep booking' })).toBeVisible();
    await ask.getByRole('button', { name: 'Cancel booking' }).click();

    await expect(page.getByText(CANCEL_SUCCESS)).toBeVisible();
    await expectAxeCleanWhenSettled(page);
    await page
      .getByRole('dialog')
      .filter({ hasText: CANCEL_SUCCESS })
      .getByRole('button', { name: 'Close' })
      .first()
      .click();
    await expect(page.getByText(`${before} Home points`).first()).toBeVisible();
    // Once read (the result and its booking's details closed), the cancelled booking leaves the upcoming
    // bookings for the history (issue 44 §4).
    for (const open of await page.getByRole('dialog').all()) {
      if (await open.isVisible()) await page.keyboard.press('Escape');
    }
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Its card is gone (the course's other upcoming bookings stay).
    await expect(courseCards).toHaveCount(shown - 1);
    const history: WireBooking[] = [];
    for (let p = 1, more = true; more; p++) {
      const answer = await (await page.request.get(`/api/bookings/previous?page=${p}`)).json();
      history.push(...answer.items);
      more = answer.hasMore;
    }
    expect(history.find((b) => b.Id === booked.Id)).toMatchObject({ Cancelled: true });
    await page.goto('/account/profile/BookingHistory');
    const previous = page.getByRole('region', { name: 'Previous bookings' });
    await expect(previous.getByText('Cancelled', { exact: true }).first()).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Upcoming bookings' }).getByText('Cancelled', { exact: true }),
    ).toHaveCount(0);
  });

  test('shows the failure title and text when the cancellation cannot be sent', async ({ page }) => {
    await loginViaApi(page, 'member@example.com');
    await page.goto(`/booking/clubs/151/15102?Date=${daysAhead(21)}&Players=2&Juniors=1`);
    const booked = await bookFirstFreeSlot(page);

    await page.route('**/api/bookings/*/cancel', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"code":"INTERNAL","message":"x"}',
      }),
    );
    await page.goto('/account/profile/BookingHistory');
    const { dialog: details } = await openDetailsOf(page, booked);
    await expect(details.getByText('2 Players, 1 Junior')).toBeVisible();
    await details.getByRole('button', { name: 'Cancel booking' }).click();
    await page
      .getByRole('dialog', { name: 'Cancel booking' })
      .getByRole('button', { name: 'Cancel booking' })
      .click();
    const failed = page.getByRole('dialog', { name: 'Cancellation Failed' });
    await expect(failed.getByText(CANCEL_FAILED)).toBeVisible();
    await expectAxeCleanWhenSettled(page);
  });
});

test.describe('booking screens', () => {
  test('Book again from an expired booking lands on the prefilled tee-time screen', async ({ page }) => {
    await loginViaApi(page, 'member@example.com');
    const previous = (await (await page.request.get('/api/bookings/previous?page=1')).json()) as {
      items: WireBooking[];
    };
    // The history lists bookings cancelled before their date too; only a played (expired) one offers Book again.
    const first = previous.items.find((b) => b.Expired);
    expect(first).toBeDefined();
    if (!first) return;

    await page.goto('/');
    const section = page.getByRole('region', { name: 'Previous bookings' });
    await section.getByRole('link', { name: 'Book again' }).first().click();
    // Book again leads to /booking/clubs/… (spec); a spa or restaurant course goes on to its own screen.
    await expect(page).toHaveURL(
      new RegExp(
        `/(booking/clubs|spa|dining)/${first.ClubId}/${first.CourseId}\\?Date=\\d{4}-\\d{2}-\\d{2}&Players=${first.NumberOfPeople}&Juniors=${first.OfWhichJuniors}&BookAgain=true$`,
      ),
    );
    await expect(page.getByRole('combobox', { name: /Players|Guests|Covers/ })).toHaveValue(
      String(first.NumberOfPeople),
    );
    // The day's times are listed (late in the day every start of today has passed and is folded away, so
    // the list can be empty: it is there, not necessarily drawn).
    await expect(page.getByRole('list', { name: 'Available times' })).toBeAttached();
    await expectAxeCleanWhenSettled(page);
  });

  test('a rounds club shows rounds, not points', async ({ page }) => {
    await loginViaApi(page, 'rounds@example.com');
    await page.goto(`/booking/clubs/537/53701?Date=${daysAhead(5)}&Players=1&Juniors=0`);
    const slots = page.getByRole('list', { name: 'Available times' });
    await expect(slots.getByText(/^\d+ rounds?$/).first()).toBeVisible();
    await expect(slots.getByText(/points?$/)).toHaveCount(0);
    await expect(page.getByText(/Home rounds?/).first()).toBeVisible();
    await expectAxeCleanWhenSettled(page);
  });

  test('the club list, club house, extras and history screens are axe-clean and link onwards', async ({
    page,
  }) => {
    await loginViaApi(page, 'member@example.com');
    await page.goto('/booking');
    await expect(page).toHaveURL(/\/booking\/clubs$/);
    await expect(page.getByRole('heading', { name: 'Your home club' })).toBeVisible();
    await expectAxeCleanWhenSettled(page);

    await page
      .getByRole('region', { name: 'Your home club' })
      .getByRole('link', { name: 'Foxhill Heath Golf Club' })
      .click();
    await expect(page).toHaveURL(/\/booking\/clubs\/151$/);
    await expect(page.getByRole('link', { name: 'Book The Heath Grill' })).toHaveAttribute(
      'href',
      '/dining/151/15103',
    );
    await expectAxeCleanWhenSettled(page);

    await page.getByRole('link', { name: 'Book Personal Training' }).click();
    await expect(page).toHaveURL(
      /\/book\/additional\?type=.*&clubId=151&courseId=15105&title=.*&description=/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Personal training with a club professional',
    );
    await expectAxeCleanWhenSettled(page);

    await page.goto('/book/additional');
    await expect(page.getByRole('link', { name: /Book Overnight stay/ })).toBeVisible();
    await expectAxeCleanWhenSettled(page);

    await page.goto('/account');
    await expect(page).toHaveURL(/\/account\/profile$/);
    await page.goto('/account/profile/BookingHistory');
    await expect(page.getByRole('heading', { name: 'Previous bookings' })).toBeVisible();
    await expectAxeCleanWhenSettled(page);
  });

  test('the dashboard tiles follow the club content', async ({ page }) => {
    await loginViaApi(page, 'member@example.com');
    await page.goto('/');
    const tiles = page.getByRole('navigation', { name: 'Book and manage' });
    await expect(tiles.getByRole('link', { name: 'Golf' })).toHaveAttribute(
      'href',
      /^\/booking\/clubs\/151\/15101\?Date=\d{4}-\d{2}-\d{2}&Players=1&Juniors=0$/,
    );
    await expect(tiles.getByRole('link', { name: 'Restaurant' })).toHaveAttribute(
      'href',
      '/dining/151/15103',
    );
    await expect(tiles.getByRole('link', { name: 'Hotel' })).toHaveAttribute(
      'href',
      /^\/book\/additional\?type=Hotel&clubId=151&courseId=15104&/,
    );
    await expectAxeCleanWhenSettled(page);
  });
});
