import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { mantineUseIdPlugin, USE_ID_SOURCE } from './mantine-use-id';

const load = (id: string) =>
  (mantineUseIdPlugin() as Plugin & { load: (id: string) => string | null }).load(id);

describe('mantine useId without its mount effect', () => {
  it("replaces @mantine/hooks' use-id module, and nothing else", () => {
    expect(load('/repo/node_modules/@mantine/hooks/esm/use-id/use-id.mjs')).toBe(USE_ID_SOURCE);
    expect(load('C:\\repo\\node_modules\\@mantine\\hooks\\esm\\use-id\\use-id.mjs')).toBe(USE_ID_SOURCE);
    expect(load('/repo/node_modules/@mantine/hooks/esm/use-idle/use-idle.mjs')).toBeNull();
    expect(load('/repo/apps/web/src/lib/use-id.ts')).toBeNull();
  });

  it('keeps a given id, else uses React’s, usable in a selector', () => {
    expect(USE_ID_SOURCE).toContain("typeof staticId === 'string' ? staticId");
    expect(USE_ID_SOURCE).not.toMatch(/useEffect|useLayoutEffect|useState/);
  });
});
