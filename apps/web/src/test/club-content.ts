import type { ClubContent } from '@fairway/contracts';

/** A club's content document as the API serves it (club 151's shape); tests override the switches. */
export function testClubContent(over: Partial<ClubContent> = {}): ClubContent {
  return {
    clubId: 151,
    clubName: 'Foxhill Heath Golf Club',
    clubNameShort: 'Foxhill Heath',
    telephone: '01632 960151',
    email: 'members@foxhillheath.example',
    website: 'https://foxhillheath.example',
    mapsLink: 'https://www.openstreetmap.org/search?query=Chobham',
    address: ['Stonehill Road', 'Chobham'],
    introduction: 'Two heathland courses.',
    joinerFee: null,
    disableCheckout: false,
    disablePoints: false,
    disableLanding: false,
    showContactInsteadOfHelp: false,
    lowPointsNoticeEligible: true,
    spa: null,
    restaurant: null,
    homeWidgets: [
      { title: 'Golf', type: 'Golf' },
      { title: 'Top-up', type: 'Topup' },
    ],
    loginText: '',
    registerText: '',
    notesTitle: 'Notes',
    notesRequired: false,
    dashboard: {},
    renew: { title: 'Renew your membership', body: 'Another year of golf.' },
    topup: { title: 'Top up' },
    theme: { logoUrl: null, buddiesText: 'Buddy', buddiesTextPlural: 'Buddies' },
    ...over,
  } as ClubContent;
}
