import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type OpenApiDocument, renderApiReference } from './api-reference';
import { useTestApp } from './helpers';

describe('docs/api.md', () => {
  const ctx = useTestApp({ seed: false });

  it('is the OpenAPI document the API serves, every operation by tag', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
    const markdown = renderApiReference(doc);
    expect(markdown).toContain('### `POST /api/bookings`');
    await expect(markdown).toMatchFileSnapshot(path.resolve(import.meta.dirname, '../../../docs/api.md'));
  });

  it('writes each operation with its parameters and answers', () => {
    const markdown = renderApiReference({
      paths: {
        '/api/x': {
          get: {
            tags: ['things'],
            summary: 'A thing | another',
            parameters: [{ name: 'id', in: 'query', required: true, description: 'Which\nthing' }],
            responses: { 200: { description: 'Default Response' }, 404: { description: 'Not found' } },
          },
        },
      },
    });
    expect(markdown).toContain('## things\n\n### `GET /api/x`\n\nA thing \\| another\n');
    expect(markdown).toContain('| `id` | query | yes | Which thing |');
    expect(markdown).toContain('Answers: 200, 404 (Not found).');
    expect(markdown).toContain('1 operation under 1 tag.');
  });
});
