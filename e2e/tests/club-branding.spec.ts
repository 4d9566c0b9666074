import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, loginViaApi, test } from './fixtures';

const PRIMARY = '--mantine-primary-color-filled';

/** Records the primary colour variable and the root class on every animation frame from the start. */
async function recordFrames(page: Page) {
  await page.addInitScript((name) => {
    const frames: string[] = [];
    (window as unknown as { __frames: string[] }).__frames = frames;
    const sample = () => {
      const root = document.documentElement;
      if (root) {
        const club = [...root.classList].find((c) => c.startsWith('club-')) ?? '';
        frames.push(`${getComputedStyle(root).getPropertyValue(name).trim()} ${club}`);
      }
      if (frames.length < 240) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  }, PRIMARY);
}

const framesOf = (page: Page) => page.evaluate(() => (window as unknown as { __frames: string[] }).__frames);

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

test.describe('club theme before first paint', () => {
  for (const [name, id] of [
    ['Foxhill%20Heath%20Golf%20Club', 151],
    ['The%20Grove%20Manor', 537],
  ] as const) {
    test(`the login page of club ${id} is themed by the server, and React keeps the same look`, async ({
      browser,
      baseURL,
      page,
    }) => {
      const club = await (await page.request.get(`/api/clubs/${id}/content`)).json();

      // No script at all: what the page shows before the app has loaded.
      const bare = await browser.newContext({ baseURL, javaScriptEnabled: false });
      const shell = await bare.newPage();
      await shell.goto(`/login/${name}/${id}`);
      const painted = await shell.evaluate((v) => {
        const style = getComputedStyle(document.documentElement);
        return {
          className: document.documentElement.className,
          primary: style.getPropertyValue(v).trim(),
          brand5: style.getPropertyValue('--mantine-color-brand-5').trim(),
          font: style.getPropertyValue('--mantine-font-family').trim(),
          icon: document.querySelector('link[rel="icon"]')?.getAttribute('href'),
          title: document.title,
        };
      }, PRIMARY);
      await bare.close();
      expect(painted.className).toBe(`club-${id}`);
      expect(painted.brand5).toBe(club.theme.primaryColor);
      expect(painted.primary).toMatch(/^#[0-9a-f]{6}$/);
      expect(painted.font).toBe(club.theme.fontFamily);
      expect(painted.icon).toBe(`/img/icons/${id}.ico`);
      expect(painted.title).toBe(club.clubName);
      const icon = await page.request.get(`/img/icons/${id}.ico`);
      expect(icon.headers()['content-type']).toBe('image/x-icon');

      // With the app: every frame, from the first, shows the same colour and class, and so does the
      // button Mantine renders.
      await recordFrames(page);
      await page.goto(`/login/${name}/${id}`);
      const submit = page.getByRole('button', { name: /log ?in/i });
      await expect(submit).toBeVisible();
      await expect(submit).toHaveCSS('background-color', rgb(painted.primary));
      await expect.poll(async () => (await framesOf(page)).length).toBeGreaterThan(20);
      expect([...new Set(await framesOf(page))]).toEqual([`${painted.primary} club-${id}`]);
      await expect(page.getByText(club.clubName).first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test("a signed-in member's first frame already wears the home club's theme", async ({ page }) => {
    const home = await (await page.request.get('/api/clubs/151/content')).json();
    const other = await (await page.request.get('/api/clubs/0/content')).json();
    expect(home.theme.primaryColor).not.toBe(other.theme.primaryColor);
    await loginViaApi(page, 'member@example.com');
    await recordFrames(page);
    await page.goto('/');
    await expect(page.getByText(/Alex/).first()).toBeVisible();
    await expect.poll(async () => (await framesOf(page)).length).toBeGreaterThan(20);
    const frames = [...new Set(await framesOf(page))];
    expect(frames).toHaveLength(1);
    expect(frames[0]).toMatch(/^#[0-9a-f]{6} club-151$/);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      home.theme.primaryColor,
    );
  });
});
