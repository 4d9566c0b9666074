import { describe, expect, it } from 'vitest';
import { type GuardInput, guard } from './guard';

const member = {
  IsAdmin: false,
  StaffClubId: null,
  CompletedFirstPayment: true,
  IsExpired: false,
  IsInArrears: false,
};

function input(overrides: Partial<GuardInput> = {}): GuardInput {
  return {
    route: { name: 'dashboard', requiresAuth: true },
    fullPath: '/',
    isAuthenticated: true,
    member,
    homeClub: { homeClubId: 151, homeClubName: 'Foxhills' },
    staffDashboardUrl: '/staff',
    ...overrides,
  };
}

describe('guard', () => {
  it('lets anyone through a public route', () => {
    expect(guard(input({ route: { name: 'login', requiresAuth: false }, isAuthenticated: false }))).toEqual({
      kind: 'allow',
    });
    expect(
      guard(input({ route: { name: 'notFound', requiresAuth: false }, isAuthenticated: undefined })),
    ).toEqual({
      kind: 'allow',
    });
  });

  it('waits for the session check on a login-required route', () => {
    expect(guard(input({ isAuthenticated: undefined }))).toEqual({ kind: 'wait' });
  });

  it('sends a visitor to the login page of the home club with returnUrl = path and query', () => {
    expect(guard(input({ isAuthenticated: false, fullPath: '/Renew?promo=A B' }))).toEqual({
      kind: 'redirect',
      to: '/login/Foxhills/151?returnUrl=%2FRenew%3Fpromo%3DA%20B',
    });
  });

  it('uses the default club 0 for a visitor with no stored home club', () => {
    const decision = guard(
      input({
        isAuthenticated: false,
        homeClub: { homeClubId: 0, homeClubName: 'Fairway Golf Network' },
        fullPath: '/',
      }),
    );
    expect(decision).toEqual({ kind: 'redirect', to: '/login/Fairway%20Golf%20Network/0?returnUrl=%2F' });
  });

  it('waits for the member summary once authenticated', () => {
    expect(guard(input({ member: undefined }))).toEqual({ kind: 'wait' });
  });

  it('sends an admin to the external staff dashboard', () => {
    expect(
      guard(input({ member: { ...member, IsAdmin: true }, staffDashboardUrl: 'https://staff.example/' })),
    ).toEqual({ kind: 'external', url: 'https://staff.example/' });
  });

  it('lets an admin reach the staff console, and sends a member from it to the dashboard', () => {
    const staffRoute = { name: 'staff', requiresAuth: true };
    expect(guard(input({ route: staffRoute, member: { ...member, IsAdmin: true } }))).toEqual({
      kind: 'allow',
    });
    expect(guard(input({ route: staffRoute }))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('treats club staff as staff: the console and member pages open, member routes lead to the console', () => {
    const clubStaff = { ...member, StaffClubId: 151 };
    for (const name of ['staff', 'staffMember', 'staffIntegrations']) {
      expect(guard(input({ route: { name, requiresAuth: true }, member: clubStaff }))).toEqual({
        kind: 'allow',
      });
      expect(guard(input({ route: { name, requiresAuth: true } }))).toEqual({ kind: 'redirect', to: '/' });
    }
    expect(guard(input({ member: clubStaff }))).toEqual({ kind: 'external', url: '/staff' });
  });

  it('sends a member without first payment to /Checkout', () => {
    expect(guard(input({ member: { ...member, CompletedFirstPayment: false } }))).toEqual({
      kind: 'redirect',
      to: '/Checkout',
    });
  });

  it.each(['summary', 'packages', 'packagesById'])(
    'lets a member without first payment stay on %s',
    (name) => {
      const decision = guard(
        input({ route: { name, requiresAuth: true }, member: { ...member, CompletedFirstPayment: false } }),
      );
      expect(decision).toEqual({ kind: 'allow' });
    },
  );

  // Issue 44 item 7: a registrant who has not paid must still reach their account (sign out, export, delete,
  // change password); the names are the route table's own (app/booking-routes.ts).
  it.each(['account', 'accountProfile', 'accountView'])(
    'lets a registrant who has not paid, expired or not, reach their account (%s)',
    (name) => {
      const route = { name, requiresAuth: true };
      for (const unpaid of [
        { ...member, CompletedFirstPayment: false },
        { ...member, CompletedFirstPayment: false, IsExpired: true },
      ]) {
        expect(guard(input({ route, member: unpaid }))).toEqual({ kind: 'allow' });
      }
    },
  );

  it('still sends a registrant who has not paid from the dashboard, explore and booking to /Checkout', () => {
    const unpaid = { ...member, CompletedFirstPayment: false };
    for (const name of ['dashboard', 'explore', 'teeTimes', 'bookingHistory']) {
      expect(guard(input({ route: { name, requiresAuth: true }, member: unpaid }))).toEqual({
        kind: 'redirect',
        to: '/Checkout',
      });
    }
  });

  it('sends an expired member without first payment to /Checkout', () => {
    const expired = { ...member, IsExpired: true, CompletedFirstPayment: false };
    expect(guard(input({ member: expired }))).toEqual({ kind: 'redirect', to: '/Checkout' });
    expect(guard(input({ route: { name: 'packages', requiresAuth: true }, member: expired }))).toEqual({
      kind: 'redirect',
      to: '/Checkout',
    });
    expect(guard(input({ route: { name: 'summary', requiresAuth: true }, member: expired }))).toEqual({
      kind: 'allow',
    });
  });

  it('lets an expired member who has paid reach login-required routes', () => {
    expect(guard(input({ member: { ...member, IsExpired: true } }))).toEqual({ kind: 'allow' });
  });

  it('lets a paid, active member through', () => {
    expect(guard(input())).toEqual({ kind: 'allow' });
  });

  it('sends a member in arrears to /Arrears from every login-required route', () => {
    const locked = { ...member, IsInArrears: true };
    for (const name of ['dashboard', 'renew', 'summary', 'packages', 'bookings']) {
      expect(guard(input({ route: { name, requiresAuth: true }, member: locked })), name).toEqual({
        kind: 'redirect',
        to: '/Arrears',
      });
    }
    expect(guard(input({ route: { name: 'arrears', requiresAuth: true }, member: locked }))).toEqual({
      kind: 'allow',
    });
    expect(guard(input({ route: { name: 'login', requiresAuth: false }, member: locked }))).toEqual({
      kind: 'allow',
    });
  });

  it('lets a member who is not in arrears reach /Arrears (the page sends them on)', () => {
    expect(guard(input({ route: { name: 'arrears', requiresAuth: true } }))).toEqual({ kind: 'allow' });
  });
});
