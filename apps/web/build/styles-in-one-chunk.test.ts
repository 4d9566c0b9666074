import { describe, expect, it } from 'vitest';
import { stylesListedTwice } from './styles-in-one-chunk';

const chunk = (fileName: string, ...moduleIds: string[]) => ({ fileName, moduleIds });

describe('style modules in one chunk', () => {
  it('passes a build whose style modules are each in one chunk, shared scripts copied anywhere', () => {
    expect(
      stylesListedTwice([
        chunk('assets/dashboard.js', '/src/dashboard.tsx', '/src/dashboard.module.css', '/src/shared.ts'),
        chunk('assets/history.js', '/src/history.tsx', '/src/shared.ts'),
        chunk('assets/upcoming.js', '/src/upcoming.tsx', '/src/upcoming.module.css?used'),
      ]),
    ).toEqual([]);
  });

  it('names each style module two chunks list, with the chunks', () => {
    expect(
      stylesListedTwice([
        chunk('assets/dashboard.js', '/src/upcoming.tsx', '/src/upcoming.module.css'),
        chunk('assets/history.js', '/src/upcoming.tsx', '/src/upcoming.module.css'),
        chunk('assets/app.js', '/src/app.css'),
      ]),
    ).toEqual(['/src/upcoming.module.css (in assets/dashboard.js, assets/history.js)']);
  });
});
