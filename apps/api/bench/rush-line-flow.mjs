// The release line's members, as the rush's load process runs them (bench/rush-load.mjs, commands `join`
// and `follow`; bench/rush-line.ts drives them). `prepare(member, method, path, body?, key?)` returns a
// function that sends the request and resolves with { status, json, started, ended } (never rejects).
// Records are [kind, status, code, startedMs, endedMs], times from `from` (performance.now()).

const codeOf = (answer) =>
  answer.status >= 200 && answer.status < 300 ? '' : String(answer.json?.code ?? answer.status);

/**
 * Sheet reads (each followed by a booking or the waitlist) a member makes before giving up: as a member
 * does, they keep choosing until booked or the sheet shows the day full; this only bounds a fault.
 */
const TRIES = 40;

const until = (at) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

/** Performance time of an epoch instant (this process's clock is the servers' clock: one machine). */
export const perfTimeOf = (epochMs) => epochMs - performance.timeOrigin;

/**
 * The gathering: every member takes a ticket, `perSecond` of them a second (members arrive over the
 * minutes before the opening, not all at one instant). Resolves with the records.
 */
export async function joinLine(prepare, { lineId, members, perSecond }) {
  const records = [];
  const from = performance.now();
  const flows = [];
  for (let member = 0; member < members; member++) {
    await until(from + (member * 1000) / perSecond);
    flows.push(
      prepare(member, 'POST', `/api/release-lines/${lineId}/tickets`)().then((a) => {
        records.push(['join', a.status, codeOf(a), a.started - from, a.ended - from]);
      }),
    );
  }
  await Promise.all(flows);
  return records;
}

/**
 * The start nearest `wanted` (ISO) showing a free place that has not just refused the member (`refused`:
 * epoch ms; another instance's kept sheet may be a moment behind), ties to the earlier; null when none.
 */
function nearestFree(sheet, wanted, refused) {
  const target = Date.parse(wanted);
  let best = null;
  for (const slot of sheet?.slots ?? []) {
    if (!slot.bookable || slot.freePlaces < 1 || refused.has(Date.parse(slot.time))) continue;
    const distance = Math.abs(Date.parse(slot.time) - target);
    if (!best || distance < best.distance) best = { time: slot.time, distance };
  }
  return best?.time ?? null;
}

/**
 * From the opening on, each member follows their ticket as the waiting room does: a first look at a
 * random moment of their screen's refresh period (`pollMs`), then again at the ticket's ETA or the next
 * refresh, whichever comes first. Admitted, they read the tee sheet and book the start nearest the one they
 * wanted that shows a place (again after a SLOT_FULL, on a fresh read, never the start that refused); when the sheet shows none, the day
 * is full and they take the waitlist of the start they wanted (the answer the app offers). Resolves with
 * the records and one answer per member: [member, answer ('booked' | 'waitlist' | a code), atMs].
 */
export async function followLine(prepare, input) {
  const { lineId, opensAtEpoch, pollMs, sheetPath, wants, random = Math.random } = input;
  const opening = perfTimeOf(opensAtEpoch);
  const records = [];
  const answers = [];
  const send = async (kind, member, method, path, body, key) => {
    const a = await prepare(member, method, path, body, key)();
    records.push([kind, a.status, codeOf(a), a.started - opening, a.ended - opening]);
    return a;
  };
  const answer = (member, what) => answers.push([member, what, performance.now() - opening]);

  const act = async (member, want) => {
    const base = { clubId: want.clubId, courseId: want.courseId, players: 1, juniors: 0 };
    const refused = new Set();
    for (let attempt = 0; attempt < TRIES; attempt++) {
      const sheet = await send('sheet', member, 'GET', sheetPath);
      if (sheet.status !== 200) return answer(member, codeOf(sheet));
      const time = nearestFree(sheet.json, want.time, refused);
      if (!time) {
        const body = JSON.stringify({ ...base, time: want.time });
        const wait = await send('waitlist', member, 'POST', '/api/waitlist', body, `line-w-${member}`);
        if (wait.status === 201) return answer(member, 'waitlist');
        if (wait.json?.code === 'SLOT_HAS_SPACE') continue;
        return answer(member, codeOf(wait));
      }
      const body = JSON.stringify({ ...base, time });
      const book = await send('book', member, 'POST', '/api/bookings', body, `line-${member}-${attempt}`);
      if (book.status === 201) return answer(member, 'booked');
      if (book.json?.code !== 'SLOT_FULL') return answer(member, codeOf(book));
      refused.add(Date.parse(time));
    }
    return answer(member, `no answer after ${TRIES} tries`);
  };

  const follow = async (member, want) => {
    let next = opening + random() * pollMs;
    for (;;) {
      await until(next);
      const mine = await send('ticket', member, 'GET', `/api/release-lines/${lineId}/tickets/mine`);
      const state = mine.json?.State;
      if (mine.status !== 200) return answer(member, codeOf(mine));
      if (state === 'Admitted') return act(member, want);
      if (state !== 'Waiting') return answer(member, `ticket ${state}`);
      const eta = (mine.json.EtaSeconds ?? 0) * 1000;
      next = performance.now() + Math.min(pollMs, Math.max(eta, 100));
    }
  };

  await Promise.all(wants.map((want, member) => follow(member, want)));
  return { records, answers };
}
