import { type Driver, loginCookie, measure, printComparison, type Server, startServer } from './harness';

/**
 * The app's empty route (its whole request pipeline) and GET /api/member/summary; then, in the same run
 * (the machine's load varies), the summary on a server with the session cache off
 * (SESSION_CACHE_SECONDS=0) between two measurements with it on.
 */
export async function benchMemberSummary(driver: Driver) {
  const cached = await startServer(driver);
  let uncached: Server | null = null;
  try {
    const cookie = await loginCookie(cached, 'member@example.com');
    const hello = await measure(`${cached.url}/api/hello`);
    printComparison(driver, 'GET /api/hello (pipeline)', null, hello);
    const summary = await measure(`${cached.url}/api/member/summary`, { headers: { cookie } });
    printComparison(driver, 'GET /api/member/summary', hello, summary);
    uncached = await startServer(driver, { SESSION_CACHE_SECONDS: '0' });
    const cookieB = await loginCookie(uncached, 'member@example.com');
    const off = await measure(`${uncached.url}/api/member/summary`, { headers: { cookie: cookieB } });
    printComparison(driver, '  … session cache off', hello, off);
    const on = await measure(`${cached.url}/api/member/summary`, { headers: { cookie } });
    printComparison(driver, '  … session cache on again', hello, on);
  } finally {
    await uncached?.close();
    await cached.close();
  }
}
