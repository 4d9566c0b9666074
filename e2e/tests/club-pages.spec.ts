import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, loginViaApi, test } from './fixtures';

const FOXHILL = 'Foxhill%20Heath%20Golf%20Club';

/** Every public page a visitor can open, with what proves it shows the right club's content. */
const PAGES: { path: string; heading: RegExp; shows: RegExp }[] = [
  { path: '/Club', heading: /Fairway Golf Network/, shows: /How membership works/ },
  {
    path: `/Club/${FOXHILL}/151`,
    heading: /Foxhill Heath Golf Club/,
    shows: /18 holes · Par 72 · 6,855 yards/,
  },
  { path: '/landing', heading: /Fairway Golf Network/, shows: /One membership, \d{2,} clubs\./ },
  { path: '/stoke-park', heading: /Fairway Golf Network/, shows: /What our members say/ },
  { path: `/PointsMatrix/${FOXHILL}/151`, heading: /Points matrix: Foxhill Heath/, shows: /Monday/ },
  {
    path: '/RoundsMatrix/The%20Grove%20Manor/537',
    heading: /Rounds matrix: The Grove Manor/,
    shows: /Adult \(rounds\)/,
  },
  {
    path: '/T&Cs/The%20Grove%20Manor/537',
    heading: /Terms and conditions: The Grove Manor/,
    shows: /up to 60 days ahead/,
  },
  { path: '/Help', heading: /^Help$/, shows: /How do I get a handicap\?/ },
  { path: '/Help/Oakmere%20Park%20Golf%20%26%20Spa/563', heading: /^Help$/, shows: /Oakmere Park/ },
  { path: '/Contact?clubId=151', heading: /Contact Us/, shows: /Stonehill Road/ },
];

async function open(page: Page, path: string, heading: RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test.describe('public club pages as a visitor', () => {
  for (const width of [1280, 390]) {
    test(`every page shows its club's content and passes axe at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const { path, heading, shows } of PAGES) {
        await open(page, path, heading);
        await expect(page.getByText(shows).first(), path).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });
  }

  test('a landing page leads to packages, the matrix, terms, help, login and registration', async ({
    page,
  }) => {
    await open(page, `/Club/${FOXHILL}/151`, /Foxhill Heath Golf Club/);
    await expect(page.getByRole('img', { name: 'Foxhill Heath Golf Club logo' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' }).last()).toHaveAttribute(
      'href',
      `/login/${FOXHILL}/151`,
    );
    await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register/151');
    await expect(page.getByRole('link', { name: 'Open in a map' })).toHaveAttribute('href', /openstreetmap/);
    await page.getByRole('link', { name: 'View packages' }).click();
    await expect(page).toHaveURL(/\/packages\/151$/);
    await open(page, `/Club/${FOXHILL}/151`, /Foxhill Heath Golf Club/);
    await page.getByRole('link', { name: 'Points matrix' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Points matrix/ })).toBeVisible();
    await page
      .getByRole('tab', { name: /Winter/ })
      .first()
      .click();
    await expect(page.getByRole('table').first()).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: 'Terms and conditions' }).click();
    await expect(page.getByText(/Hyde: £3,200 for 800 points/)).toBeVisible();
  });

  test('a rounds club that uses Contact instead of Help links there and shows no packages', async ({
    page,
  }) => {
    await open(page, '/Club/The%20Grove%20Manor/537', /The Grove Manor/);
    await expect(page.getByRole('link', { name: 'View packages' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Contact Us' }).last().click();
    await expect(page).toHaveURL(/\/Contact\?clubId=537$/);
    await expect(page.getByText('Church Lane')).toBeVisible();
  });

  test('the help page has the nine questions and the club’s own help images', async ({ page }) => {
    await open(page, '/Help', /^Help$/);
    const questions = page.locator('.mantine-Accordion-control');
    await expect(questions).toHaveCount(9);
    await page.getByRole('button', { name: /Can I cancel my renewal\?/ }).click();
    await expect(page.getByText(/14-day cooling-off period/)).toBeVisible();
    await expect(page.locator('main img')).toHaveCount(0);
    await open(page, '/Help/Oakmere%20Park%20Golf%20%26%20Spa/563', /^Help$/);
    await expect(page.getByRole('img', { name: /Booking a round and a spa treatment/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /How do I add a friend\?/ })).toBeVisible();
  });

  test('the contact form refuses bad input, then sends and shows a reference', async ({ page }) => {
    await open(page, '/Contact?clubId=151', /Contact Us/);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Valid e-mail address required')).toBeVisible();
    await page.getByRole('textbox', { name: 'Your name' }).fill('Alex Visitor');
    await page.getByRole('textbox', { name: 'Email' }).fill('alex.visitor@example.com');
    await page.getByRole('textbox', { name: 'Subject' }).fill('Corporate membership');
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('Could someone call me about corporate membership?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText(/Your reference is C-[0-9A-F]{8}/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an unknown club is the 404 page', async ({ page }) => {
    await page.goto('/Club/Nowhere/999999');
    await expect(page.getByRole('heading', { name: 'Oops! Error 404' })).toBeVisible();
  });
});

test('the home club decides Help or Contact Us in the member menu', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginViaApi(page, 'rounds@example.com');
  await page.goto('/');
  await page
    .getByRole('button', { name: /open menu|menu/i })
    .first()
    .click();
  await page.getByRole('link', { name: 'Contact Us' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByText('Church Lane')).toBeVisible();
});
