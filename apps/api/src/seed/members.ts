import type { SavedCardClass } from '../modules/payments';

/** Demo accounts listed in README.md; all use the password DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Fairway2026!';

export type SeedMember = {
  email: string;
  forename: string;
  surname: string;
  phone: string;
  homeClubId: number;
  completedFirstPayment: boolean;
  /** Months from the seed date; negative means already expired. */
  expiresInMonths: number;
  isAdmin?: boolean;
  /** Club staff of this club. */
  staffClubId?: number;
  packageName: string;
  playersPerDay: number;
  bookingsPerDay: number;
  homePoints: number;
  /** Open Play lots: points and how many months ago they were bought. */
  flexiLots: { points: number; boughtMonthsAgo: number }[];
  /** Automatic renewal on, with a saved sandbox card of this outcome class. */
  autoRenewCard?: SavedCardClass;
  /** A renewal failed: the account is locked on /Arrears until paid. */
  isInArrears?: boolean;
};

export const seedMembers: SeedMember[] = [
  {
    email: 'member@example.com',
    forename: 'Alex',
    surname: 'Morgan',
    phone: '07700 900001',
    homeClubId: 151,
    completedFirstPayment: true,
    expiresInMonths: 8,
    packageName: 'Hyde',
    playersPerDay: 8,
    bookingsPerDay: 3,
    homePoints: 420,
    flexiLots: [
      { points: 60, boughtMonthsAgo: 10 },
      { points: 90, boughtMonthsAgo: 2 },
    ],
  },
  {
    email: 'lowpoints@example.com',
    forename: 'Sam',
    surname: 'Patel',
    phone: '07700 900002',
    homeClubId: 151,
    completedFirstPayment: true,
    expiresInMonths: 5,
    packageName: 'Hyde',
    playersPerDay: 8,
    bookingsPerDay: 3,
    homePoints: 12,
    flexiLots: [{ points: 4, boughtMonthsAgo: 3 }],
  },
  {
    email: 'expired@example.com',
    forename: 'Jo',
    surname: 'Lee',
    phone: '07700 900003',
    homeClubId: 151,
    completedFirstPayment: true,
    expiresInMonths: -1,
    packageName: 'Hyde',
    playersPerDay: 8,
    bookingsPerDay: 3,
    homePoints: 140,
    flexiLots: [],
  },
  {
    email: 'newjoiner@example.com',
    forename: 'Riley',
    surname: 'Quinn',
    phone: '07700 900004',
    homeClubId: 151,
    completedFirstPayment: false,
    expiresInMonths: 12,
    packageName: 'Hyde',
    playersPerDay: 8,
    bookingsPerDay: 3,
    homePoints: 0,
    flexiLots: [],
  },
  {
    email: 'rounds@example.com',
    forename: 'Chris',
    surname: 'Evans',
    phone: '07700 900005',
    homeClubId: 537,
    completedFirstPayment: true,
    expiresInMonths: 9,
    packageName: 'Villiers',
    playersPerDay: 12,
    bookingsPerDay: 3,
    homePoints: 40,
    flexiLots: [],
  },
  {
    email: 'staff@example.com',
    forename: 'Pat',
    surname: 'Staff',
    phone: '07700 900006',
    homeClubId: 151,
    completedFirstPayment: true,
    expiresInMonths: 24,
    isAdmin: true,
    packageName: 'Staff',
    playersPerDay: 12,
    bookingsPerDay: 3,
    homePoints: 0,
    flexiLots: [],
  },
  {
    email: 'clubstaff@example.com',
    forename: 'Casey',
    surname: 'Greenkeeper',
    phone: '07700 900011',
    homeClubId: 151,
    completedFirstPayment: true,
    expiresInMonths: 24,
    staffClubId: 151,
    packageName: 'Staff',
    playersPerDay: 12,
    bookingsPerDay: 3,
    homePoints: 0,
    flexiLots: [],
  },
  {
    email: 'buddy@example.com',
    forename: 'Jamie',
    surname: 'Clarke',
    phone: '07700 900007',
    homeClubId: 151,
    completedFirstPayment: true,
    expiresInMonths: 10,
    packageName: 'Villiers',
    playersPerDay: 12,
    bookingsPerDay: 3,
    homePoints: 300,
    flexiLots: [{ points: 50, boughtMonthsAgo: 1 }],
  },
  {
    email: 'arrears@example.com',
    forename: 'Morgan',
    surname: 'Hale',
    phone: '07700 900008',
    homeClubId: 151,
    completedFirstPayment: true,
    // Its automatic renewal was declined on the renewal date: locked on /Arrears until paid.
    expiresInMonths: 0,
    packageName: 'Hyde',
    playersPerDay: 8,
    bookingsPerDay: 3,
    homePoints: 35,
    flexiLots: [],
    autoRenewCard: 'declined',
    isInArrears: true,
  },
];
