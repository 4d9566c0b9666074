/**
 * What `arrayRow` (src/lib/rows.ts) costs per row against a reader written by hand, on the member
 * summary's fields (22 values in two groups): the anchor runs in the same process, interleaved, so the
 * ratio stands on a busy machine; the load average is printed beside it. Alone: `npx tsx bench/array-row.ts`
 * in apps/api.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { clubs, members } from '../src/db/schema';
import { dateOrNull } from '../src/lib/array-query';
import { arrayRow } from '../src/lib/rows';

const shape = arrayRow({
  profile: {
    id: members.id,
    email: members.email,
    forename: members.forename,
    surname: members.surname,
    phone: members.phone,
    homeClubId: members.homeClubId,
    homeClubName: clubs.name,
    membershipType: members.membershipType,
    completedFirstPayment: members.completedFirstPayment,
    membershipExpires: members.membershipExpires,
    isCorporate: members.isCorporate,
    companyName: members.companyName,
    bannerUrl: members.bannerUrl,
    thumbUrl: members.thumbUrl,
    autoRenew: members.autoRenew,
    isAdmin: members.isAdmin,
    staffClubId: members.staffClubId,
    isInArrears: members.isInArrears,
    flexiPointsAllowed: members.flexiPointsAllowed,
    packageName: members.packageName,
  },
  balances: { homePoints: members.homePoints, flexiPoints: sql<number>`0` },
});

/** The anchor: the summary's reader as it was written by hand before arrayRow. */
function byHand(queryRow: unknown[]) {
  const v = queryRow[0] as unknown[];
  return {
    profile: {
      id: v[0],
      email: v[1],
      forename: v[2],
      surname: v[3],
      phone: v[4],
      homeClubId: v[5],
      homeClubName: v[6],
      membershipType: v[7],
      completedFirstPayment: v[8],
      membershipExpires: dateOrNull(v[9]),
      isCorporate: v[10],
      companyName: v[11],
      bannerUrl: v[12],
      thumbUrl: v[13],
      autoRenew: v[14],
      isAdmin: v[15],
      staffClubId: v[16],
      isInArrears: v[17],
      flexiPointsAllowed: v[18],
      packageName: v[19],
    },
    balances: { homePoints: v[20] as number, flexiPoints: v[21] as number },
  };
}

const row = [
  [
    '5b0e1f0e-6a4c-4f1e-9d1e-3f1b2c3d4e5f',
    'member@example.com',
    'Alex',
    'Morgan',
    '07700 900001',
    151,
    'Foxhill Heath Golf Club',
    0,
    true,
    1_900_000_000_000,
    false,
    null,
    null,
    null,
    true,
    false,
    null,
    false,
    true,
    'Hyde',
    1234,
    9,
  ],
];

let sink = 0;
function nsPerRow(read: (r: unknown[]) => { balances: { homePoints: number } }, n: number): number {
  const start = process.hrtime.bigint();
  for (let i = 0; i < n; i++) sink += read(row).balances.homePoints;
  return Number(process.hrtime.bigint() - start) / n;
}

const N = 1_000_000;
const loadAtStart = (os.loadavg()[0] ?? 0).toFixed(1);
// Warm-up: both readers optimised before anything is timed.
for (let i = 0; i < 3; i++) {
  nsPerRow(byHand, N / 10);
  nsPerRow(shape.decode, N / 10);
}
const hand: number[] = [];
const decoded: number[] = [];
for (let i = 0; i < 5; i++) {
  hand.push(nsPerRow(byHand, N));
  decoded.push(nsPerRow(shape.decode, N));
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
console.log(
  `arrayRow ${median(decoded).toFixed(0)} ns a row, by hand ${median(hand).toFixed(0)} ns (median of 5 × ${N}): ` +
    `ratio ${(median(decoded) / median(hand)).toFixed(2)}; ${os.cpus().length} cores, load average ` +
    `${loadAtStart} at the start, ${(os.loadavg()[0] ?? 0).toFixed(1)} at the end${sink ? '' : ' '}`,
);
