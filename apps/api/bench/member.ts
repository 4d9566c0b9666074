import { type Driver, loginCookie, measure, printComparison, startServer } from './harness';

/** GET /api/member/summary beside a hello-world route, in the same process and run. */
export async function benchMemberSummary(driver: Driver) {
  const server = await startServer(driver);
  try {
    const cookie = await loginCookie(server, 'member@example.com');
    const hello = await measure(`${server.url}/api/hello`);
    const summary = await measure(`${server.url}/api/member/summary`, { headers: { cookie } });
    printComparison(driver, 'GET /api/member/summary', hello, summary);
  } finally {
    await server.close();
  }
}
