/**
 * docs/api.md, written from the OpenAPI document the API serves at /api/docs/json: every operation by
 * tag, with its parameters and answers. api-docs.int.test.ts compares the file with what the running API
 * documents (`npx vitest run --project integration -u apps/api/test/api-docs.int.test.ts` rewrites it).
 */
type Parameter = { name: string; in: string; required?: boolean; description?: string };
type Operation = {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, unknown>; required?: boolean };
  responses?: Record<string, { description?: string }>;
};
export type OpenApiDocument = {
  info?: { title?: string; version?: string };
  paths: Record<string, Record<string, Operation>>;
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** Table cells on one line, pipes escaped. */
const cell = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();

export function renderApiReference(doc: OpenApiDocument): string {
  const byTag = new Map<string, { method: string; path: string; op: Operation }[]>();
  for (const [path, item] of Object.entries(doc.paths).sort(([a], [b]) => a.localeCompare(b))) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), { method, path, op }]);
    }
  }
  const count = [...byTag.values()].reduce((n, ops) => n + ops.length, 0);
  const lines = [
    '# API reference',
    '',
    `Generated from the OpenAPI document the API serves at \`/api/docs/json\` (browse it at \`/api/docs\` on a`,
    'running app); `apps/api/test/api-docs.int.test.ts` fails when this file and the API differ. Errors answer',
    '`{ code, message }` with the codes of `packages/contracts/src/error-codes.ts` ([development](development.md)).',
    '',
    `${plural(count, 'operation')} under ${plural(byTag.size, 'tag')}.`,
  ];
  for (const [tag, ops] of [...byTag].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push('', `## ${tag}`);
    for (const { method, path, op } of ops) {
      lines.push('', `### \`${method.toUpperCase()} ${path}\``, '');
      if (op.summary) lines.push(cell(op.summary), '');
      const params = op.parameters ?? [];
      if (params.length) {
        lines.push('| parameter | in | required | description |', '|---|---|---|---|');
        for (const p of params)
          lines.push(`| \`${p.name}\` | ${p.in} | ${p.required ? 'yes' : 'no'} | ${cell(p.description)} |`);
        lines.push('');
      }
      const body = Object.keys(op.requestBody?.content ?? {});
      if (body.length)
        lines.push(
          `Body: ${body.map((b) => `\`${b}\``).join(', ')}${op.requestBody?.required ? ' (required)' : ''}.`,
          '',
        );
      const answers = Object.entries(op.responses ?? {}).map(
        ([code, r]) =>
          `${code}${r.description && r.description !== 'Default Response' ? ` (${cell(r.description)})` : ''}`,
      );
      lines.push(`Answers: ${answers.join(', ') || 'none documented'}.`);
    }
  }
  return `${lines.join('\n')}\n`;
}
