import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, loginViaApi, test } from './fixtures';

const clubList = (page: Page) => page.getByRole('list', { name: 'Clubs' });
const cards = (page: Page) => clubList(page).getByRole('listitem');
const firstCardTitle = (page: Page) => cards(page).first().getByRole('heading', { level: 2 });

test.describe('explore clubs', () => {
  test.beforeEach(async ({ page }) => {
    await loginViaApi(page, 'member@example.com');
  });

  test('/explore leads to Explore Clubs; a name with a typo finds the club and writes the URL; axe clean', async ({
    page,
  }) => {
    await page.goto('/explore');
    await expect(page).toHaveURL(/\/explore\/clubs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Clubs' })).toBeVisible();
    await expect(cards(page)).toHaveCount(10);
    await expectNoAxeViolations(page);
    await page.getByRole('searchbox', { name: 'Search by club name' }).fill('heath foxhil');
    await expect(page).toHaveURL(/searchterm=heath\+foxhil/);
    await expect(firstCardTitle(page)).toHaveText('Foxhill Heath Golf Club');
    // The URL reproduces the search.
    await page.reload();
    await expect(firstCardTitle(page)).toHaveText('Foxhill Heath Golf Club');
    await expect(page.getByRole('searchbox')).toHaveValue('heath foxhil');
  });

  test('searches by location (a real town), forcing the distance sort', async ({ page }) => {
    await page.goto('/explore/clubs');
    await page.getByRole('button', { name: 'Location', exact: true }).click();
    await expect(page).toHaveURL(/searchislocation=true/);
    await expect(page).toHaveURL(/sortby=1/);
    await page.getByRole('searchbox').fill('Harrogate');
    await expect(firstCardTitle(page)).toHaveText('Lindale Park Golf Club');
    await expect(cards(page).first()).toContainText('miles away');
  });

  test('uses the current location when granted', async ({ browser }) => {
    const context = await browser.newContext({
      geolocation: { latitude: 51.3365, longitude: -0.7427 },
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    await loginViaApi(page, 'member@example.com');
    await page.goto('/explore/clubs');
    await page.getByRole('button', { name: 'Use current location' }).click();
    await expect(page).toHaveURL(/latitude=51\.3365/);
    await expect(page).toHaveURL(/sortby=1/);
    await expect(firstCardTitle(page)).toHaveText('Foxhill Heath Golf Club');
    await expect(page.getByText('Near Camberley')).toBeVisible();
    await context.close();
  });

  test('shows the geolocation error when the location is denied', async ({ browser }) => {
    const context = await browser.newContext({ permissions: [] });
    const page = await context.newPage();
    await loginViaApi(page, 'member@example.com');
    await page.goto('/explore/clubs');
    await page.getByRole('button', { name: 'Use current location' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).not.toHaveURL(/latitude=/);
    await context.close();
  });

  test('filters and sorts change the list and the URL', async ({ page }) => {
    await page.goto('/explore/clubs');
    await expect(cards(page)).toHaveCount(10);
    await page.getByRole('switch', { name: 'Gym' }).click();
    await expect(page).toHaveURL(/facilities=Gym/);
    await expect(page.getByRole('switch', { name: 'Gym' })).toBeChecked();
    await page.getByRole('switch', { name: 'Pool' }).click();
    await expect(page).toHaveURL(/facilities=Gym%2CPool|facilities=Gym,Pool/);
    await page.getByLabel('Sort by', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Alphabetically' }).click();
    await expect(page).toHaveURL(/sortby=2/);
    // The list reloads after the 600 ms debounce; until then it shows the previous order.
    await expect
      .poll(async () => {
        const names = await cards(page).getByRole('heading', { level: 2 }).allTextContents();
        const sorted = [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
        return names.length === 10 && names.join('|') === sorted.join('|');
      })
      .toBe(true);
    // Reset restores the defaults.
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(page).toHaveURL(/\/explore\/clubs$/);
  });

  test('sorted by rounds played, the member’s own clubs come first; the cards’ badges are axe clean', async ({
    page,
  }) => {
    await page.goto('/explore/clubs?sortby=6');
    const first = cards(page).first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText('Foxhill Heath Golf Club');
    await expect(first.getByText('Home club', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    // A club whose visitor booking is closed (the generated network has some), found by its name.
    const all = await page.request.get('/api/explore/clubs?numClubsToReturn=300');
    const closed = (
      (await all.json()) as { clubs: { Name: string; BookingClosedToVisitors: boolean }[] }
    ).clubs.find((c) => c.BookingClosedToVisitors);
    expect(closed).toBeDefined();
    await page.goto(`/explore/clubs?searchterm=${encodeURIComponent(closed!.Name)}`);
    await expect(firstCardTitle(page)).toHaveText(closed!.Name);
    await expect(cards(page).first().getByText('Visitor booking closed', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('scrolls to the end of the filtered list', async ({ page }) => {
    await page.goto('/explore/clubs?facilities=Gym,Pool,Bar');
    const count = page.getByText(/Showing \d+ of \d+ clubs/);
    await expect(count).toBeVisible();
    const total = Number((await count.textContent())?.match(/of (\d+)/)?.[1]);
    expect(total).toBeGreaterThan(10);
    await expect(page.getByText('Scroll Down For More')).toBeVisible();
    // Each scroll to the end loads the next page of clubs, until every one is listed.
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 20_000);
          return cards(page).count();
        },
        { timeout: 30_000 },
      )
      .toBe(total);
    await expect(page.getByText('All filtered clubs being shown')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
  });

  test('shows the empty state and offers a location search; a favourite toggles', async ({ page }) => {
    await page.goto('/explore/clubs?searchterm=Xqzzyplot');
    await expect(page.getByRole('heading', { name: 'No Clubs Found' })).toBeVisible();
    await expect(page.getByText("Sorry, we couldn't find any clubs based on your filters")).toBeVisible();
    await page.getByRole('button', { name: 'Did you want to search by location?' }).click();
    await expect(page).toHaveURL(/searchislocation=true/);

    await page.goto('/explore/clubs?searchterm=Eastcliff+Links');
    const heart = cards(page)
      .first()
      .getByRole('button', { name: /Favou?rite: Eastcliff Links/ });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    // The heart turns at once (before the API has answered): each reload waits for the change's answer,
    // or it could cancel the request before it leaves.
    const saved = (method: string) =>
      page.waitForResponse(
        (r) => r.url().includes('/api/explore/favourites/') && r.request().method() === method,
      );
    const marked = saved('PUT');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect((await marked).status()).toBe(200);
    await page.reload();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    // Unmarked again, and that is kept too (and the next run starts from the same place).
    const unmarked = saved('DELETE');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect((await unmarked).status()).toBe(200);
    await page.reload();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  test('on a phone: one quick-search tile a page, filters behind View Filters, axe clean', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/explore/clubs');
    await expect(cards(page)).toHaveCount(10);
    const carousel = page.getByRole('region', { name: 'Quick searches' });
    await expect(carousel.getByRole('button', { name: /Favou?rites/ })).toBeVisible();
    await carousel.getByRole('button', { name: 'Next quick search' }).click();
    await expect(carousel.getByRole('button', { name: 'Recently Played' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Gym' })).toBeHidden();
    await page.getByRole('button', { name: 'View Filters' }).click();
    await expect(page.getByRole('switch', { name: 'Gym' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hide Filters' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByText('Map', { exact: true }).click();
    await expect(page).toHaveURL(/showmap=true/);
  });
});
