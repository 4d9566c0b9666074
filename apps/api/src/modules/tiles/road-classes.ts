/**
 * The data of club-discovery §9's road-map rules: every road class with its source layers, zoom ranges,
 * widths by zoom and colours, the z-level stacking order and the palette. `road-style.ts` turns them into
 * MapLibre layers.
 */
export type Stops = [number, number][];
export type RoadClass = {
  name: string;
  /** Fill minimum zoom (ground and toll), and of its tunnel. */
  minzoom: number;
  tunnelMinzoom: number;
  /** Outline minimum zoom (7 to 14 by class). */
  outlineMinzoom: number;
  width: Stops;
  toll: boolean;
  tollMinzoom?: number;
};

export const ROAD_CLASSES: RoadClass[] = [
  {
    name: 'Motorway',
    minzoom: 5,
    tunnelMinzoom: 5,
    outlineMinzoom: 7,
    toll: true,
    tollMinzoom: 6,
    width: [
      [5, 0.5],
      [10, 3],
      [14, 8],
      [18, 20],
    ],
  },
  {
    name: 'International road',
    minzoom: 5,
    tunnelMinzoom: 5,
    outlineMinzoom: 7,
    toll: true,
    width: [
      [5, 0.5],
      [10, 2.5],
      [14, 7],
      [18, 18],
    ],
  },
  {
    name: 'Major road',
    minzoom: 8,
    tunnelMinzoom: 8,
    outlineMinzoom: 9,
    toll: true,
    width: [
      [8, 0.5],
      [12, 3],
      [18, 16],
    ],
  },
  {
    name: 'Secondary road',
    minzoom: 9,
    tunnelMinzoom: 9,
    outlineMinzoom: 10,
    toll: true,
    width: [
      [9, 0.5],
      [13, 3],
      [18, 14],
    ],
  },
  {
    name: 'Connecting road',
    minzoom: 10,
    tunnelMinzoom: 10,
    outlineMinzoom: 11,
    toll: true,
    width: [
      [10, 0.5],
      [14, 3],
      [18, 12],
    ],
  },
  {
    name: 'Major local road',
    minzoom: 11,
    tunnelMinzoom: 11,
    outlineMinzoom: 12,
    toll: true,
    width: [
      [11, 0.5],
      [15, 3],
      [18, 10],
    ],
  },
  {
    name: 'Local road',
    minzoom: 11,
    tunnelMinzoom: 14,
    outlineMinzoom: 13,
    toll: true,
    width: [
      [11, 0.5],
      [15, 2.5],
      [18, 8],
    ],
  },
  {
    name: 'Minor local road',
    minzoom: 11,
    tunnelMinzoom: 14,
    outlineMinzoom: 13,
    toll: true,
    width: [
      [11, 0.5],
      [15, 2],
      [18, 7],
    ],
  },
  {
    name: 'Non public road',
    minzoom: 13,
    tunnelMinzoom: 14,
    outlineMinzoom: 14,
    toll: false,
    width: [
      [13, 0.5],
      [18, 6],
    ],
  },
  {
    name: 'Pedestrian road',
    minzoom: 14,
    tunnelMinzoom: 14,
    outlineMinzoom: 14,
    toll: false,
    width: [
      [14, 0.5],
      [18, 5],
    ],
  },
  {
    name: 'Walkway road',
    minzoom: 16,
    tunnelMinzoom: 16,
    outlineMinzoom: 14,
    toll: false,
    width: [
      [16, 0.5],
      [18, 3],
    ],
  },
  {
    name: 'Parking road',
    minzoom: 15,
    tunnelMinzoom: 15,
    outlineMinzoom: 14,
    toll: false,
    width: [
      [15, 0.5],
      [18, 5],
    ],
  },
  {
    name: 'Railway',
    minzoom: 12,
    tunnelMinzoom: 14,
    outlineMinzoom: 14,
    toll: false,
    width: [
      [12, 0.5],
      [18, 4],
    ],
  },
];

/** Stacking order, bottom first; each level draws its outlines under its fills. */
export const LEVELS = [-2, -1, 0, 1] as const;

export const COLOURS = {
  fill: '#fefefe',
  tollFill: '#fffdf6',
  outline: 'rgb(221,221,221)',
  tunnel: 'rgb(231,231,231)',
  railway: '#b5b5b5',
  construction: '#c8c8c8',
  arrow: '#9a9a9a',
  border: '#8f8f9c',
  label: '#333333',
  building: '#dedad4',
} as const;
