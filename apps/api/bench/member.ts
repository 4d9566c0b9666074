import { type Driver, loginCookie, measure, printComparison, type Server, startServer } from './harness';

/**
 * The app's empty route (its whole request pipeline) and GET /api/member/summary; then, in the same run
 * (the machine's load varies), the summary on a server with the read cache off (READ_CACHE_MS=0), on one
 * with the session cache off as well (SESSION_CACHE_SECONDS=0), and on the first server again.
 */
export async function benchMemberSummary(driver: Driver) {
  const cached = await startServer(driver);
  const others: Server[] = [];
  try {
    const cookie = await loginCookie(cached, 'member@example.com');
    const hello = await measure(`${cached.url}/api/hello`);
    printComparison(driver, 'GET /api/hello (pipeline)', null, hello);
    const summary = await measure(`${cached.url}/api/member/summary`, { headers: { cookie } });
    printComparison(driver, 'GET /api/member/summary', hello, summary);
    for (const [label, env] of [
      ['  … read cache off', { READ_CACHE_MS: '0' }],
      ['  … read and session caches off', { READ_CACHE_MS: '0', SESSION_CACHE_SECONDS: '0' }],
    ] as const) {
      const server = await startServer(driver, env);
      others.push(server);
      const own = await loginCookie(server, 'member@example.com');
      const off = await measure(`${server.url}/api/member/summary`, { headers: { cookie: own } });
      printComparison(driver, label, hello, off);
    }
    const on = await measure(`${cached.url}/api/member/summary`, { headers: { cookie } });
    printComparison(driver, '  … both caches on again', hello, on);
  } finally {
    for (const server of others) await server.close();
    await cached.close();
  }
}
