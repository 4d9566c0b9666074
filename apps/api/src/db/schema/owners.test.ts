import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const here = import.meta.dirname;
const owners = createRequire(import.meta.url)('./owners.cjs') as { tables: Record<string, string> };
const srcDir = path.resolve(here, '../..');

const schemaFiles = fs
  .readdirSync(here)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts')
  .map((f) => f.slice(0, -'.ts'.length))
  .sort();

/** The owner a file's first line names (`// Owner: modules/points/ …`), or null. */
const headerOwner = (text: string) => /^\/\/ Owner: (\S+) /.exec(text)?.[1] ?? null;

describe('the owners of the tables (owners.cjs)', () => {
  it('names an owner for every schema file, and only for files that exist', () => {
    expect(Object.keys(owners.tables).sort()).toEqual(schemaFiles);
  });

  it('names owners that exist (a module folder, or the prefix of the plugin files that own the table)', () => {
    for (const owner of new Set(Object.values(owners.tables))) {
      const dir = path.join(srcDir, owner);
      const exists = owner.endsWith('/')
        ? fs.existsSync(dir)
        : fs.readdirSync(path.dirname(dir)).some((f) => f.startsWith(path.basename(dir)));
      expect(exists, owner).toBe(true);
    }
  });

  it('has each schema file name the same owner in its header', () => {
    const headers = Object.fromEntries(
      schemaFiles.map((f) => [f, headerOwner(fs.readFileSync(path.join(here, `${f}.ts`), 'utf8'))]),
    );
    expect(headers).toEqual(owners.tables);
  });
});
