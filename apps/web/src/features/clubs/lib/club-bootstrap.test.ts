import type { ClubContent } from '@fairway/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { clubOverrideStore, NO_OVERRIDE } from '../../../lib/club-override';
import { PLATFORM_THEME } from '../../../themes/platform-theme';
import { clubContentQueryOptions } from '../api/get-club-content';
import {
  bootstrapClubDocument,
  clubIdInPath,
  overrideFromAddress,
  primeClubDocument,
  resetClubBootstrap,
} from './club-bootstrap';

const document151: ClubContent = {
  clubId: 151,
  clubName: 'Foxhill Heath Golf Club',
  clubNameShort: 'Foxhill Heath',
  telephone: '01234 567890',
  email: 'members@foxhillheath.example',
  website: 'https://foxhillheath.example',
  mapsLink: 'https://maps.example/?q=Foxhill',
  address: ['Clubhouse Lane'],
  introduction: 'Welcome',
  joinerFee: null,
  disableCheckout: false,
  disablePoints: false,
  disableLanding: false,
  showContactInsteadOfHelp: false,
  lowPointsNoticeEligible: true,
  spa: null,
  restaurant: null,
  homeWidgets: [],
  loginText: 'Log in',
  registerText: 'Join',
  notesTitle: 'Notes',
  notesRequired: false,
  dashboard: {},
  renew: { title: 'Renew', body: 'Renew' },
  topup: { title: 'Top up' },
  theme: { ...PLATFORM_THEME, primaryColor: '#14532d' },
};

function pageWith(json: string): Document {
  const page = document.implementation.createHTMLDocument('shell');
  const script = page.createElement('script');
  script.id = 'fairway-club';
  script.type = 'application/json';
  script.textContent = json;
  page.head.appendChild(script);
  return page;
}

describe('club bootstrap', () => {
  afterEach(() => resetClubBootstrap());

  it("puts the shell's club document into the query cache before the first render", () => {
    const queryClient = new QueryClient();
    primeClubDocument(queryClient, pageWith(JSON.stringify(document151)));
    expect(queryClient.getQueryData(clubContentQueryOptions(151).queryKey)).toEqual(document151);
  });

  it('ignores a missing or malformed document', () => {
    expect(bootstrapClubDocument(document.implementation.createHTMLDocument('none'))).toBeNull();
    resetClubBootstrap();
    expect(bootstrapClubDocument(pageWith('{not json'))).toBeNull();
    resetClubBootstrap();
    const queryClient = new QueryClient();
    primeClubDocument(queryClient, pageWith(JSON.stringify({ ...document151, clubId: '151' })));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('wears the club named by the address from the first render', () => {
    expect(clubIdInPath('/login/Foxhill%20Heath/151')).toBe(151);
    expect(clubIdInPath('/register/537')).toBe(537);
    expect(clubIdInPath('/login/a/b/c')).toBeNull();
    expect(clubIdInPath('/Bookings')).toBeNull();
    clubOverrideStore.set(NO_OVERRIDE);
    overrideFromAddress('/Bookings');
    expect(clubOverrideStore.get()).toEqual(NO_OVERRIDE);
    overrideFromAddress('/login/The%20Grove%20Manor/537');
    expect(clubOverrideStore.get()).toEqual({ overrideClub: true, overridingClubId: 537 });
    clubOverrideStore.set(NO_OVERRIDE);
    // A booking screen of a club wears it too; the club house and the club list do not.
    overrideFromAddress('/booking/clubs/563/56301');
    expect(clubOverrideStore.get()).toEqual({ overrideClub: true, overridingClubId: 563 });
    clubOverrideStore.set(NO_OVERRIDE);
    overrideFromAddress('/spa/151/15103');
    expect(clubOverrideStore.get()).toEqual({ overrideClub: true, overridingClubId: 151 });
    clubOverrideStore.set(NO_OVERRIDE);
    overrideFromAddress('/booking/clubs/563');
    expect(clubOverrideStore.get()).toEqual(NO_OVERRIDE);
  });
});
