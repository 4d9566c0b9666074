// The ceiling: a bare Fastify hello-world in its own process, nothing else. Prints its port on stdout.
// `/bytes/:n` is the fair anchor of a read (issue 45 §4): a stored JSON reply of exactly n bytes, written
// once and sent as it is, as the API sends a kept read.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const stored = new Map();
const replyOf = (n) => {
  if (!stored.has(n)) stored.set(n, `{"d":"${'x'.repeat(Math.max(0, n - 8))}"}`);
  return stored.get(n);
};
app.get('/hello', async () => ({ hello: 'world' }));
app.get('/bytes/:n', (request, reply) => {
  reply.type('application/json').send(replyOf(Math.min(10_000_000, Number(request.params.n) || 0)));
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write(`${app.server.address().port}\n`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
