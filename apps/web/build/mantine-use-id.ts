import type { Plugin } from 'vite';

/** Mantine's `useId` (@mantine/hooks), which every input, switch, tab and popover calls. */
const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * The same hook without its mount effect. Mantine's starts with React's id, then swaps it for a random one
 * in a layout effect: a state update in every component that has an id, during the commit of the first
 * screen, which makes React re-render them at once and flush every passive effect of the screen in the same
 * task (a 300–400 ms task of a phone's login page at 4× CPU). React's id is unique in the app's one root
 * and the same on every render.
 */
export const USE_ID_SOURCE = `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : \`mantine-\${reactId.replace(/[^\\w-]/g, '')}\`;
}
`;

export function mantineUseIdPlugin(): Plugin {
  return {
    name: 'fairway:mantine-use-id',
    // The build only: the dev server and the tests use Mantine as published.
    apply: 'build',
    enforce: 'pre',
    load: (id) => (MANTINE_USE_ID.test(id.split('?')[0] ?? id) ? USE_ID_SOURCE : null),
  };
}
