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

const functionsDir = path.resolve(here, '../functions');
const functionFiles = fs
  .readdirSync(functionsDir)
  .filter((f) => f.endsWith('.sql'))
  .map((f) => f.slice(0, -'.sql'.length))
  .sort();

/** Each table's owner, by its SQL name: the schema file that declares it, and that file's owner. */
function tableOwners(): Map<string, string> {
  const byTable = new Map<string, string>();
  for (const file of schemaFiles) {
    const text = fs.readFileSync(path.join(here, `${file}.ts`), 'utf8');
    for (const m of text.matchAll(/pgTable\(\s*'([a-z_]+)'/g)) byTable.set(m[1]!, owners.tables[file]!);
  }
  return byTable;
}

/** The tables a function's body writes (insert, update, delete), each with its owner. */
function writesOf(body: string, byTable: Map<string, string>): string {
  const written = new Set(
    [...body.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+(?:public\.)?"?([a-z_]+)"?/gi)]
      .map((m) => m[1]!.toLowerCase())
      .filter((name) => byTable.has(name)),
  );
  return [...written]
    .sort()
    .map((name) => `${name} (${byTable.get(name)})`)
    .join(', ');
}

describe('the owners of the database functions (owners.cjs `functions`)', () => {
  const functionOwners = (owners as unknown as { functions: Record<string, string> }).functions;

  it('names an owner for every function file, and only for files that exist', () => {
    expect(Object.keys(functionOwners).sort()).toEqual(functionFiles);
  });

  it('has each function file say, above its definition, its owner and the tables it writes with theirs', () => {
    const byTable = tableOwners();
    for (const name of functionFiles) {
      const text = fs.readFileSync(path.join(functionsDir, `${name}.sql`), 'utf8');
      const body = text.slice(text.indexOf('CREATE OR REPLACE FUNCTION'));
      const header = text.slice(0, text.indexOf('CREATE OR REPLACE FUNCTION'));
      expect(header, name).toBe(
        `-- Owner: ${functionOwners[name]} (src/db/schema/owners.cjs).\n` +
          `-- Writes: ${writesOf(body, byTable) || 'no table'}.\n`,
      );
    }
  });
});

/** The owners as docs/architecture.md draws them: one row per owner, its schema files' tables and its functions. */
function ownersTable(): string {
  const functionOwners = (owners as unknown as { functions: Record<string, string> }).functions;
  const tablesOf = (file: string) =>
    [...fs.readFileSync(path.join(here, `${file}.ts`), 'utf8').matchAll(/pgTable\(\s*'([a-z_]+)'/g)].map(
      (m) => m[1],
    );
  const rows = [...new Set([...Object.values(owners.tables), ...Object.values(functionOwners)])]
    .sort()
    .map((owner) => {
      const files = schemaFiles.filter((f) => owners.tables[f] === owner);
      const tables = files.map((f) => `\`${f}.ts\`: ${tablesOf(f).join(', ')}`).join('; ') || '—';
      const functions = functionFiles.filter((f) => functionOwners[f] === owner).join(', ') || '—';
      return `| \`${owner}\` | ${tables} | ${functions} |`;
    });
  return ['| owner | schema files: tables | database functions |', '|---|---|---|', ...rows].join('\n');
}

it('is drawn in docs/architecture.md as it is', () => {
  const doc = fs.readFileSync(path.resolve(srcDir, '../../../docs/architecture.md'), 'utf8');
  expect(doc).toContain(ownersTable());
});
