// The ceiling: a bare Fastify hello-world in its own process, nothing else. Prints its port on stdout.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write(`${app.server.address().port}\n`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
