import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from './config';

const docs = fs.readFileSync(path.resolve(import.meta.dirname, '../../../docs/configuration.md'), 'utf8');

/** The variables of the server's table: the rows under "## Environment variables", up to the next heading. */
function documentedVariables(markdown: string): string[] {
  const section = markdown.split(/^## Environment variables$/m)[1]?.split(/^#{2,3} /m)[0] ?? '';
  return [...section.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((m) => m[1] as string);
}

describe('docs/configuration.md', () => {
  it('documents every variable the server reads, and no other, once each', () => {
    const documented = documentedVariables(docs);
    expect(new Set(documented).size, 'a variable documented twice').toBe(documented.length);
    expect([...documented].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });

  it('finds a variable left out or left over', () => {
    const table =
      '## Environment variables\n\n| `PORT` | `3000` | port |\n| `EXTRA` | x | y |\n\n## Next\n| `NOT_HERE` |';
    expect(documentedVariables(table)).toEqual(['PORT', 'EXTRA']);
  });
});
