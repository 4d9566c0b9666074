// The load generator in its own process (so its work never queues behind the server's): autocannon,
// configured by one JSON document on stdin, prints one JSON result on stdout. `npm run bench` spawns it.
//   { url, connections, duration, headers?, flow?: { cookies, steps: [{ method, path, body?, bodies?, key? }] } }
// With `flow`, iteration n sends every step in turn as member `cookies[n % cookies.length]`, each step's
// `body` (or a random one of `bodies`), and `Idempotency-Key: <key><n>` when the step names a key prefix.
import autocannon from 'autocannon';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const spec = JSON.parse(input);
let iterations = 0;
const flow = spec.flow;
const requests = flow?.steps.map((step, index) => ({
  method: step.method,
  path: step.path,
  setupRequest: (req, context) => {
    if (index === 0) context.n = iterations++;
    const n = context.n;
    const headers = { cookie: flow.cookies[n % flow.cookies.length], 'content-type': 'application/json' };
    if (step.key) headers['idempotency-key'] = `${step.key}${n}`;
    const body = step.bodies ? step.bodies[Math.floor(Math.random() * step.bodies.length)] : step.body;
    return { ...req, headers, body };
  },
}));
const result = await autocannon({
  url: spec.url,
  connections: spec.connections ?? 20,
  duration: spec.duration ?? 5,
  headers: spec.headers,
  requests,
});
process.stdout.write(
  JSON.stringify({
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    duration: result.duration,
    statusCodeStats: result.statusCodeStats,
    iterations,
  }),
);
