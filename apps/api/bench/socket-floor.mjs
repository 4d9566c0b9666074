// Socket.IO's own heap per socket on this machine: a bare Socket.IO server (no app, one room per socket)
// holding 1,000 websocket clients from a child process; the floor the live hub's figure stands on.
// Run: node --expose-gc bench/socket-floor.mjs  (npm run bench runs it after the live delivery bench)
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

const SOCKETS = Number(process.env.BENCH_FLOOR_SOCKETS ?? 1000);
const self = fileURLToPath(import.meta.url);

async function connectClients(url, n) {
  const { io } = await import('socket.io-client');
  const sockets = [];
  for (let i = 0; i < n; i += 100) {
    await Promise.all(
      Array.from({ length: Math.min(100, n - i) }, () => {
        const s = io(url, { transports: ['websocket'], reconnection: false });
        sockets.push(s);
        return new Promise((resolve) => s.once('connect', resolve));
      }),
    );
  }
  process.send('connected');
  setInterval(() => {}, 60_000);
}

async function measure() {
  const { Server } = await import('socket.io');
  const http = createServer();
  const io = new Server(http, { serveClient: false });
  io.use((socket, next) => {
    socket.join(`member:${socket.id}`);
    next();
  });
  await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${http.address().port}`;
  const heap = () => {
    global.gc();
    global.gc();
    return process.memoryUsage().heapUsed;
  };
  const start = (n) => {
    const child = fork(self, ['client', url, String(n)]);
    return new Promise((resolve) => child.once('message', () => resolve(child)));
  };
  const warm = await start(10); // the first sockets also load code and caches
  const before = heap();
  const load = await start(SOCKETS);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const perSocket = (heap() - before) / SOCKETS;
  console.log(`  ${`bare Socket.IO floor (${SOCKETS})`.padEnd(34)} ${(perSocket / 1024).toFixed(1)} KB`);
  load.kill();
  warm.kill();
  io.close();
}

if (process.argv[2] === 'client') await connectClients(process.argv[3], Number(process.argv[4]));
else await measure();
