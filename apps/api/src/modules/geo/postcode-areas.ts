/**
 * UK postcodes for the embedded geocoder. No npm package ships postcode centroids (ONS's are a 700 MB
 * download under their own licence), so a postcode resolves coarsely: to the post town of its postcode
 * AREA, the one or two letters it starts with (`AL1 3HX` → AL → St Albans). With GEOCODER_URL a real
 * geocoder answers postcodes exactly. The 121 areas of Great Britain and Northern Ireland (the Crown
 * dependencies' GY, JE and IM are outside the gazetteer, BFPO's BF is not a place); each town is the
 * gazetteer's most populous place of that name (a unit test checks every one resolves).
 */
export const POSTCODE_AREA_TOWNS: Readonly<Record<string, string>> = {
  AB: 'Aberdeen',
  AL: 'St Albans',
  B: 'Birmingham',
  BA: 'Bath',
  BB: 'Blackburn',
  BD: 'Bradford',
  BH: 'Bournemouth',
  BL: 'Bolton',
  BN: 'Brighton',
  BR: 'Bromley',
  BS: 'Bristol',
  BT: 'Belfast',
  CA: 'Carlisle',
  CB: 'Cambridge',
  CF: 'Cardiff',
  CH: 'Chester',
  CM: 'Chelmsford',
  CO: 'Colchester',
  CR: 'Croydon',
  CT: 'Canterbury',
  CV: 'Coventry',
  CW: 'Crewe',
  DA: 'Dartford',
  DD: 'Dundee',
  DE: 'Derby',
  DG: 'Dumfries',
  DH: 'Durham',
  DL: 'Darlington',
  DN: 'Doncaster',
  DT: 'Dorchester',
  DY: 'Dudley',
  E: 'London',
  EC: 'London',
  EH: 'Edinburgh',
  EN: 'Enfield Town',
  EX: 'Exeter',
  FK: 'Falkirk',
  FY: 'Blackpool',
  G: 'Glasgow',
  GL: 'Gloucester',
  GU: 'Guildford',
  HA: 'Harrow',
  HD: 'Huddersfield',
  HG: 'Harrogate',
  HP: 'Hemel Hempstead',
  HR: 'Hereford',
  HS: 'Stornoway',
  HU: 'Kingston upon Hull',
  HX: 'Halifax',
  IG: 'Ilford',
  IP: 'Ipswich',
  IV: 'Inverness',
  KA: 'Kilmarnock',
  KT: 'Kingston upon Thames',
  KW: 'Kirkwall',
  KY: 'Kirkcaldy',
  L: 'Liverpool',
  LA: 'Lancaster',
  LD: 'Llandrindod Wells',
  LE: 'Leicester',
  LL: 'Llandudno',
  LN: 'Lincoln',
  LS: 'Leeds',
  LU: 'Luton',
  M: 'Manchester',
  ME: 'Rochester',
  MK: 'Milton Keynes',
  ML: 'Motherwell',
  N: 'London',
  NE: 'Newcastle upon Tyne',
  NG: 'Nottingham',
  NN: 'Northampton',
  NP: 'Newport',
  NR: 'Norwich',
  NW: 'London',
  OL: 'Oldham',
  OX: 'Oxford',
  PA: 'Paisley',
  PE: 'Peterborough',
  PH: 'Perth',
  PL: 'Plymouth',
  PO: 'Portsmouth',
  PR: 'Preston',
  RG: 'Reading',
  RH: 'Redhill',
  RM: 'Romford',
  S: 'Sheffield',
  SA: 'Swansea',
  SE: 'London',
  SG: 'Stevenage',
  SK: 'Stockport',
  SL: 'Slough',
  SM: 'Sutton',
  SN: 'Swindon',
  SO: 'Southampton',
  SP: 'Salisbury',
  SR: 'Sunderland',
  SS: 'Southend-on-Sea',
  ST: 'Stoke-on-Trent',
  SW: 'London',
  SY: 'Shrewsbury',
  TA: 'Taunton',
  TD: 'Galashiels',
  TF: 'Telford',
  TN: 'Tonbridge',
  TQ: 'Torquay',
  TR: 'Truro',
  TS: 'Middlesbrough',
  TW: 'Twickenham',
  UB: 'Southall',
  W: 'London',
  WA: 'Warrington',
  WC: 'London',
  WD: 'Watford',
  WF: 'Wakefield',
  WN: 'Wigan',
  WR: 'Worcester',
  WS: 'Walsall',
  WV: 'Wolverhampton',
  YO: 'York',
  ZE: 'Lerwick',
};

/** Outward code (area letters, district), then the optional inward code (sector digit, unit letters). */
const POSTCODE = /^([A-Z]{1,2})([0-9][0-9A-Z]?)([0-9][A-Z]{2})?$/;

export type Postcode = {
  /** As written on an envelope: `AL1 3HX`, or the outward code alone (`GU24`). */
  formatted: string;
  area: string;
  /** The area's post town, as the gazetteer names it. */
  town: string;
};

/**
 * A UK postcode, full (`AL1 3HX`) or outward code only (`AL1`), in any case and spacing, with an optional
 * trailing `, United Kingdom`; null for anything else (a town's name, an unknown area such as `QQ1`).
 */
export function parsePostcode(text: string): Postcode | null {
  const compact = text
    .replace(/,\s*(united kingdom|uk|great britain|gb)\s*$/i, '')
    .replace(/\s+/g, '')
    .toUpperCase();
  if (compact.length > 8) return null;
  const match = POSTCODE.exec(compact);
  if (!match) return null;
  const [, area = '', district = '', inward] = match;
  const town = POSTCODE_AREA_TOWNS[area];
  if (!town) return null;
  return { formatted: inward ? `${area}${district} ${inward}` : `${area}${district}`, area, town };
}
