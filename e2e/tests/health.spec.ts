import { expect, test } from './fixtures';

test('the API is up on the embedded database', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.ok()).toBe(true);
  expect(await res.json()).toMatchObject({ status: 'ok', database: { driver: 'pglite', status: 'up' } });
});
