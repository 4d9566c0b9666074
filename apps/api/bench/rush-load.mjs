// The rush's load generator, in its own process (bench/rush.ts forks it): one keep-alive connection per
// member (node:http, an agent of one socket each), members alternating between the API instances. Driven
// by IPC messages, each answered with { done: <cmd>, ... }:
//   { cmd: 'setup', bases: ['http://127.0.0.1:port', …], cookies: [...] }
//   { cmd: 'warm', requests: [{ member, method, path, body?, key? }], concurrency }  → { statuses }
//   { cmd: 'read', path, concurrency }  every member GETs `path` once (opens its connection)  → { statuses }
//   { cmd: 'rush', path, sheetPath, attempts: [{ member, time, body, key }] }  → { records, issuedMs, gaveUp }
//       every first attempt prepared, then all sent in one loop; a member refused SLOT_FULL re-reads the
//       sheet and retries once at the start nearest the one they wanted that still shows a place
//   { cmd: 'burst', requests: [{ member, method, path, body? }] }  → { records, issuedMs } (all at once)
//   { cmd: 'join', lineId, members, perSecond }  → { records } (the release line's gathering)
//   { cmd: 'follow', lineId, opensAtEpoch, pollMs, sheetPath, wants }  → { records, answers }
//       (from the line's opening, each member to a definite answer: bench/rush-line-flow.mjs)
//   { cmd: 'stop' }
// Records: [kind, status, code, startedMs, endedMs], times from the release (performance.now()).
import http from 'node:http';
import zlib from 'node:zlib';
import { followLine, joinLine } from './rush-line-flow.mjs';

let bases = [];
let cookies = [];
let agents = [];

const reply = (msg) => process.send?.(msg);

function decode(buffer, encoding) {
  if (encoding === 'br') return zlib.brotliDecompressSync(buffer);
  if (encoding === 'gzip') return zlib.gunzipSync(buffer);
  return buffer;
}

/** Prepares one request of member `i`; `fire()` sends it and resolves with the answer (never rejects). */
function prepare(i, method, path, body, key) {
  const base = bases[i % bases.length];
  const headers = {
    cookie: cookies[i],
    accept: 'application/json',
    // As a phone's browser asks: the API compresses JSON over 1 KiB.
    'accept-encoding': 'br, gzip',
  };
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(body));
  }
  if (key) headers['idempotency-key'] = key;
  const options = { host: base.hostname, port: base.port, method, path, headers, agent: agents[i] };
  return () =>
    new Promise((resolve) => {
      const started = performance.now();
      const done = (status, json) => resolve({ status, json, started, ended: performance.now() });
      const req = http.request(options, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('error', () => done(0, null));
        res.on('end', () => {
          let json = null;
          try {
            json = JSON.parse(
              decode(Buffer.concat(chunks), res.headers['content-encoding']).toString('utf8'),
            );
          } catch {}
          done(res.statusCode ?? 0, json);
        });
      });
      req.on('error', (error) => done(0, { code: error.code ?? 'NETWORK' }));
      req.end(body);
    });
}

const codeOf = (answer) =>
  answer.status >= 200 && answer.status < 300 ? '' : String(answer.json?.code ?? answer.status);

async function pooled(tasks, concurrency) {
  const results = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const n = next++;
      results[n] = await tasks[n]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
  return results;
}

/** The start nearest `wanted` (ISO) showing a free place, ties to the earlier; null when none shows one. */
function nearestFree(sheet, wanted) {
  const target = Date.parse(wanted);
  let best = null;
  for (const slot of sheet?.slots ?? []) {
    if (!slot.bookable || slot.freePlaces < 1) continue;
    const distance = Math.abs(Date.parse(slot.time) - target);
    if (!best || distance < best.distance) best = { time: slot.time, distance };
  }
  return best?.time ?? null;
}

process.on('message', async (msg) => {
  if (msg.cmd === 'setup') {
    bases = msg.bases.map((b) => new URL(b));
    cookies = msg.cookies;
    // A member's connection is kept between requests, as a browser keeps it, and dropped after 30 s idle
    // (browsers: 4–5 min, but they send again on a connection the server closed meanwhile): the server
    // closes an idle one at 72 s, and a request sent as it closes fails with ECONNRESET.
    agents = cookies.map(() => new http.Agent({ keepAlive: true, maxSockets: 1, timeout: 30_000 }));
    reply({ done: 'setup' });
  }
  if (msg.cmd === 'warm') {
    const answers = await pooled(
      msg.requests.map((r) => prepare(r.member, r.method, r.path, r.body, r.key)),
      msg.concurrency,
    );
    const statuses = {};
    for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    reply({ done: 'warm', statuses });
  }
  if (msg.cmd === 'read') {
    const answers = await pooled(
      cookies.map((_, i) => prepare(i, 'GET', msg.path)),
      msg.concurrency,
    );
    const statuses = {};
    for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    reply({ done: 'read', statuses });
  }
  if (msg.cmd === 'rush') {
    const records = [];
    let gaveUp = 0;
    const firsts = msg.attempts.map((a) => ({ a, fire: prepare(a.member, 'POST', msg.path, a.body, a.key) }));
    const release = performance.now();
    const at = (answer) => [answer.started - release, answer.ended - release];
    const flows = [];
    for (const { a, fire } of firsts) {
      flows.push(
        fire().then(async (first) => {
          records.push(['book', first.status, codeOf(first), ...at(first)]);
          if (first.status !== 409 || first.json?.code !== 'SLOT_FULL') return;
          const read = await prepare(a.member, 'GET', msg.sheetPath)();
          records.push(['read', read.status, codeOf(read), ...at(read)]);
          const time = read.status === 200 ? nearestFree(read.json, a.time) : null;
          if (!time) {
            gaveUp++;
            return;
          }
          const body = JSON.stringify({ ...JSON.parse(a.body), time });
          const retry = await prepare(a.member, 'POST', msg.path, body, `${a.key}-retry`)();
          records.push(['retry', retry.status, codeOf(retry), ...at(retry)]);
        }),
      );
    }
    const issuedMs = performance.now() - release;
    await Promise.all(flows);
    reply({ done: 'rush', records, issuedMs, gaveUp });
  }
  if (msg.cmd === 'burst') {
    const fires = msg.requests.map((r) => prepare(r.member, r.method, r.path, r.body, r.key));
    const release = performance.now();
    const pending = fires.map((fire) => fire());
    const issuedMs = performance.now() - release;
    const records = (await Promise.all(pending)).map((a) => [
      'burst',
      a.status,
      codeOf(a),
      a.started - release,
      a.ended - release,
    ]);
    reply({ done: 'burst', records, issuedMs });
  }
  if (msg.cmd === 'join') reply({ done: 'join', records: await joinLine(prepare, msg) });
  if (msg.cmd === 'follow') reply({ done: 'follow', ...(await followLine(prepare, msg)) });
  if (msg.cmd === 'stop') {
    for (const agent of agents) agent.destroy();
    process.exit(0);
  }
});
reply({ done: 'ready' });
