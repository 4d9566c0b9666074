import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

const sourceDir = path.resolve(import.meta.dirname, '../src/db/functions');
const sources = fs
  .readdirSync(sourceDir)
  .filter((f) => f.endsWith('.sql'))
  .map((file) => ({
    name: file.replace(/\.sql$/, ''),
    text: fs.readFileSync(path.join(sourceDir, file), 'utf8'),
  }));

/** A source file's parts as the catalogue keeps them: the arguments, the result and the body. */
function partsOf(source: string) {
  // Past the header comment that names the function's owner (src/db/schema/owners.cjs).
  const text = source.replace(/^(--[^\n]*\n)+/, '');
  const header = /^CREATE OR REPLACE FUNCTION public\.(\w+)\(([^\n]*)\)\n RETURNS ([^\n]+)\n/.exec(text);
  const body = /\$function\$([\s\S]*)\$function\$;\s*$/.exec(text);
  if (!header || !body) throw new Error('not a function source in pg_get_functiondef form');
  return { name: header[1], args: header[2], result: header[3], body: body[1] };
}

type Live = { name: string; args: string; result: string; body: string };

describe("the database's functions are their source files (src/db/functions) as the migrations left them", () => {
  const ctx = useTestApp({ seed: false });

  async function live(): Promise<Live[]> {
    const result = await ctx.database.db.execute(sql`
      select p.proname as name, pg_get_function_arguments(p.oid) as args,
             pg_get_function_result(p.oid) as result, p.prosrc as body
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prokind = 'f'
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
      order by p.proname`);
    return (Array.isArray(result) ? result : (result as { rows: Live[] }).rows) as Live[];
  }

  it('has one source file for each function, and none for a function the migrations did not make', async () => {
    expect((await live()).map((f) => f.name)).toEqual(sources.map((s) => s.name).sort());
  });

  it('defines each exactly as its source: arguments, result and body', async () => {
    const byName = new Map((await live()).map((f) => [f.name, f]));
    for (const source of sources) {
      const parts = partsOf(source.text);
      expect(parts.name, source.name).toBe(source.name);
      const defined = byName.get(source.name);
      expect({ args: defined?.args, result: defined?.result, body: defined?.body }, source.name).toEqual({
        args: parts.args,
        result: parts.result,
        body: parts.body,
      });
    }
  });
});
