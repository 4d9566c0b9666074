import type { ClubContent, ClubTerm } from '@fairway/contracts';

/**
 * Landing, terms and help content of the demo clubs (club-discovery §3 Club profile and content, §9
 * Club terms). Club names are fictional; towns are real. Telephone numbers are in Ofcom's 01632 960
 * range, kept for drama and never connected. Club 0's quotes, explainer panels and terms are the network's
 * defaults, shown by every club that has none of its own.
 */
type ClubPages = Partial<Omit<ClubContent, 'theme'>> & { logo?: boolean };

export const osm = (place: string) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(place)}`;

const COMMON_TERMS: ClubTerm[] = [
  { text: 'Players must be on the tee at least 10 minutes before their tee time.' },
  { text: 'Re-sale of tee times is not allowed.' },
  { text: 'Discounts apply only to the account holder or main contact.' },
];

/** Foxhills-style terms, the network's default. */
const NETWORK_TERMS: ClubTerm[] = [
  {
    text: 'Packages are valid for 12 months. Unused points carry over when you renew and are lost if you do not renew.',
  },
  { text: 'Tee times can be booked up to 30 days ahead.' },
  {
    text: "No cancellation within 14 days of the tee time without approval. Cancellations made less than 14 days before are non-refundable, but with at least 48 hours' notice the prepayment may be moved once to a date within 3 months.",
  },
  { text: 'Golf Management may approve cancellations inside the 14-day window.' },
  {
    text: 'Fox package: points for up to 8 golfers a day. Hayton package: points for up to 12 golfers a day.',
  },
  ...COMMON_TERMS,
  {
    text: 'How we use your personal data is explained in our privacy notice.',
    link: 'https://fairwaygolf.example/privacy',
  },
];

/** The Grove clubs (523, 537 and 449). */
const GROVE_TERMS: ClubTerm[] = [
  {
    text: 'Packages are valid for 12 months. Unused points carry over when you renew and are lost if you do not renew.',
  },
  { text: 'Tee times can be booked up to 60 days ahead.' },
  { text: 'No cancellation within 48 hours of the tee time.' },
  { text: 'Hyde package: up to 8 golfers a day. Villiers package: up to 12 golfers a day.' },
  ...COMMON_TERMS,
];

const FOXHILL_PACKAGE_TERMS: ClubTerm[] = [
  {
    text: 'Hyde: £3,200 for 800 points, 8 players a day, up to 50 rounds and 10% off food and services. Includes 5 driving range passes and a 55-minute Trackman lesson.',
  },
  {
    text: 'Villiers: £6,000 for 1500 points, 12 players a day, up to 100 rounds and 15% off food and services. Includes 5 driving range passes and 120 minutes of Trackman lessons.',
  },
];

export const demoClubPages: Record<number, ClubPages> = {
  0: {
    telephone: '01632 960000',
    email: 'hello@fairwaygolf.example',
    website: 'https://fairwaygolf.example',
    address: ['Fairway Golf Network', '14 Station Parade', 'Harrogate', 'North Yorkshire', 'HG1 1UF'],
    mapsLink: osm('Station Parade, Harrogate'),
    introduction:
      'One membership, {{networkClubs}} clubs. Buy Home points for your own club, add Open Play points and play your way around the country: book online or in the app, bring up to 3 guests and carry unused Home points over when you renew.',
    quotes: [
      {
        text: 'I played eleven different courses last summer on one membership. Booking takes a minute.',
        name: 'Priya Nair',
        title: 'Member since 2023',
      },
      {
        text: 'Open Play points meant I could take my brother to a links course for his birthday.',
        name: 'Tom Ashworth',
        title: 'Member since 2021',
      },
    ],
    explainerImages: [
      {
        link: '/img/explainers/book.svg',
        title: 'Book in a minute',
        desc: 'Choose a course, a day and a tee time online or in the app; your confirmation arrives straight away.',
      },
      {
        link: '/img/explainers/points.svg',
        title: 'Home and Open Play points',
        desc: 'Home points are for your own club. Open Play points work at any club in the network and last 12 months.',
      },
      {
        link: '/img/explainers/network.svg',
        title: '{{networkClubs}} clubs to play',
        desc: 'From heathland to links: once you are a member, explore the network on a map and book where you fancy playing next.',
      },
    ],
    termsAndConditions: NETWORK_TERMS,
    logo: true,
  },
  151: {
    telephone: '01632 960151',
    address: ['Foxhill Heath Golf Club', 'Stonehill Road', 'Camberley', 'Surrey', 'GU15 1HN'],
    mapsLink: osm('Camberley, Surrey'),
    introduction:
      'Two heathland courses among the pines and heather of north-west Surrey, a short drive from the M25. The Heath is our championship test; the Woodland is shorter, tree-lined and a favourite on winter mornings.',
    customerServiceEmail: 'membership@foxhillheath.example',
    quotes: [
      {
        text: 'The greens at the Heath are the best I putt on all year, and I can always find a tee time.',
        name: 'James Hallett',
        title: 'Villiers member',
      },
      {
        text: 'The Trackman lesson that came with my package took four shots off my handicap.',
        name: 'Sarah Okafor',
        title: 'Hyde member',
      },
    ],
    termsAndConditions: [...NETWORK_TERMS.slice(0, 4), ...FOXHILL_PACKAGE_TERMS, ...COMMON_TERMS],
    courseFacts: [
      { name: 'Foxhill Heath Championship Course', holes: 18, par: 72, lengthYards: 6855 },
      { name: 'Woodland Course', holes: 18, par: 70, lengthYards: 6204 },
    ],
    logo: true,
  },
  563: {
    telephone: '01632 960563',
    address: ['Oakmere Park Golf & Spa', 'Mere Road', 'Knutsford', 'Cheshire', 'WA16 6QR'],
    mapsLink: osm('Knutsford, Cheshire'),
    introduction:
      'Parkland golf around an old mere in the Cheshire countryside, with a spa, pool and thermal suite to finish the day. Book a round and a treatment together and make a day of it.',
    quotes: [
      {
        text: 'Nine holes in the morning, a massage in the afternoon. It is my favourite Saturday.',
        name: 'Helen Brierley',
        title: 'Member since 2022',
      },
    ],
    helpImages: [
      { src: '/img/help/563-booking.svg', alt: 'Booking a round and a spa treatment on the same day' },
      { src: '/img/help/563-points.svg', alt: 'Where to find your Home and Open Play points' },
    ],
    courseFacts: [{ name: 'Oakmere Park Championship Course', holes: 18, par: 71, lengthYards: 6452 }],
    logo: true,
  },
  541: {
    telephone: '01632 960541',
    address: [
      'Kingsbrook Golf & Country Club',
      'Kingsbrook Drive',
      'Kettering',
      'Northamptonshire',
      'NN15 6XT',
    ],
    mapsLink: osm('Kettering, Northamptonshire'),
    introduction:
      'A members’ country club on the edge of Kettering with a gently rolling parkland course and a busy clubhouse. Membership is arranged with our team at the club.',
    courseFacts: [{ name: 'Kingsbrook Championship Course', holes: 18, par: 72, lengthYards: 6702 }],
    logo: true,
  },
  523: {
    telephone: '01632 960523',
    address: ['The Grove Hill', "Chandler's Cross", 'Watford', 'Hertfordshire', 'WD3 4TG'],
    mapsLink: osm('Chandlers Cross, Watford'),
    introduction:
      'Two courses on a wooded hillside above the Gade valley, twenty minutes from London. Book up to 60 days ahead and bring guests to one of the best-kept courses in Hertfordshire.',
    termsAndConditions: GROVE_TERMS,
    courseFacts: [
      { name: 'Grove Hill Championship Course', holes: 18, par: 72, lengthYards: 7152 },
      { name: 'Hill Course', holes: 9, par: 34, lengthYards: 2870 },
    ],
    logo: true,
  },
  449: {
    telephone: '01632 960449',
    address: ['The Grove Abbey', 'Abbey Mill Lane', 'St Albans', 'Hertfordshire', 'AL3 4HE'],
    mapsLink: osm('Abbey Mill Lane, St Albans'),
    introduction:
      'Parkland golf in sight of the abbey, with wide fairways, old oaks and a short walk into St Albans for lunch after your round.',
    termsAndConditions: GROVE_TERMS,
    courseFacts: [{ name: 'Grove Abbey Championship Course', holes: 18, par: 70, lengthYards: 6288 }],
    logo: true,
  },
  537: {
    telephone: '01632 960537',
    address: ['The Grove Manor', 'Church Lane', 'Sarratt', 'Rickmansworth, Hertfordshire', 'WD3 6HN'],
    mapsLink: osm('Church Lane, Sarratt'),
    introduction:
      'A manor-house course in the Chess valley, played in rounds rather than points. Contact the team to arrange your membership or your next round.',
    termsAndConditions: GROVE_TERMS,
    courseFacts: [{ name: 'Grove Manor Championship Course', holes: 18, par: 71, lengthYards: 6530 }],
    logo: true,
  },
  238: {
    telephone: '01632 960238',
    address: ['Lindale Park Golf Club', 'Lindale Road', 'Harrogate', 'North Yorkshire', 'HG3 2PW'],
    mapsLink: osm('Harrogate, North Yorkshire'),
    introduction:
      'Hillside parkland on the edge of the Dales with views across Nidderdale. Name your guests when you book and we will have their cards ready.',
    termsAndConditions: [
      { text: 'Tee times can be booked up to 30 days ahead.' },
      { text: 'No cancellation within 14 days of the tee time without approval.' },
      { text: 'Membership packages cannot be combined with any other offer.' },
      ...COMMON_TERMS,
    ],
    courseFacts: [{ name: 'Lindale Park Championship Course', holes: 18, par: 69, lengthYards: 5912 }],
    logo: true,
  },
  234: {
    telephone: '01632 960234',
    address: ['Harrow Vale Golf Club', 'Old Redding', 'Harrow Weald, Harrow', 'Middlesex', 'HA3 6SD'],
    mapsLink: osm('Old Redding, Harrow Weald'),
    introduction:
      'The highest course in Middlesex, with views over London from the 7th tee and a friendly clubhouse bar.',
    courseFacts: [{ name: 'Harrow Vale Championship Course', holes: 18, par: 70, lengthYards: 6105 }],
    logo: true,
  },
  259: {
    telephone: '01632 960259',
    address: ['Westbury Downs', 'Old Sarum Road', 'Salisbury', 'Wiltshire', 'SP4 6DZ'],
    mapsLink: osm('Old Sarum, Salisbury'),
    introduction:
      'Downland golf on the edge of Salisbury Plain: firm, fast-running fairways, big skies and a course that plays differently every time the wind turns.',
    courseFacts: [{ name: 'Westbury Championship Course', holes: 18, par: 71, lengthYards: 6580 }],
    logo: true,
  },
  260: {
    telephone: '01632 960260',
    address: ['Eastcliff Links', 'East Overcliff Drive', 'East Cliff', 'Bournemouth, Dorset', 'BH1 3AQ'],
    mapsLink: osm('East Cliff, Bournemouth'),
    introduction:
      'A clifftop links above the bay: pot bunkers, tight lies and, on a clear day, the Isle of Wight on the horizon from the 12th.',
    courseFacts: [{ name: 'Eastcliff Championship Course', holes: 18, par: 70, lengthYards: 6321 }],
    logo: true,
  },
};

/** Logo and banner of a demo club, drawn as small SVGs in apps/web/public/img/clubs/{id}/. */
export const clubArtOf = (clubId: number) => ({
  logoUrl: `/img/clubs/${clubId}/logo.svg`,
  bannerUrl: `/img/clubs/${clubId}/banner.svg`,
});

/**
 * The generated network clubs' art, shared in apps/web/public/img/clubs/network/: one logo, and a banner per
 * tier (club-discovery §3: tier 3 is the network's premium tier).
 */
export const networkArtOf = (tier: number) => ({
  logoUrl: '/img/clubs/network/logo.svg',
  bannerUrl: `/img/clubs/network/banner-tier-${tier}.svg`,
});

/**
 * A telephone number in Ofcom's drama range (01632 960000–960999), never connected: 01632 960 and the
 * club id, so every club below 1000 has its own.
 */
export function dramaTelephone(clubId: number): string {
  if (!Number.isInteger(clubId) || clubId < 0 || clubId > 999)
    throw new Error(`seed: club ${clubId} has no number in the 01632 960xxx range`);
  return `01632 960${String(clubId).padStart(3, '0')}`;
}
