import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * The contracts' root module carries every zod schema; importing a value from it puts zod (about 25 kB
 * gzipped) into whichever chunk imports it, the app shell included. Screens take values from the zod-free
 * subpaths (`@fairway/contracts/constants`, `/error-codes`, …) and only types from the root, except the
 * form screens listed here, which validate with the schemas and are lazy chunks of their own.
 */
const VALIDATING_FORMS = new Set([
  'features/auth/components/register-page.tsx',
  'features/club-pages/components/contact-form.tsx',
  'features/account/components/details-view.tsx',
  // The staff console's content editor checks a whole club document before sending it.
  'features/staff/lib/content-errors.ts',
]);

it('imports only types from the contracts root, outside the validating forms', async () => {
  const root = path.resolve(import.meta.dirname, '..');
  const files = (await readdir(root, { recursive: true })).filter(
    (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !VALIDATING_FORMS.has(f),
  );
  const offenders: string[] = [];
  for (const file of files) {
    const source = await readFile(path.join(root, file), 'utf8');
    for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@fairway\/contracts'/g)) {
      if (match[1]) continue;
      const values = (match[2] ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith('type '));
      if (values.length) offenders.push(`${file}: ${values.join(', ')}`);
    }
  }
  expect(files.length).toBeGreaterThan(50);
  expect(offenders).toEqual([]);
});
