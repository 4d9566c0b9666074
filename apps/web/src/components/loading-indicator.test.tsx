import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { LoadingIndicator } from './loading-indicator';

afterEach(cleanup);

it('is a status named Loading, so its label is allowed and announced', () => {
  render(
    <MantineProvider env="test">
      <LoadingIndicator size="sm" />
    </MantineProvider>,
  );
  expect(screen.getByRole('status').getAttribute('aria-label')).toBe('Loading');
});

it('every element of the web app named Loading is a status (a name on a plain span or div fails axe)', async () => {
  const { readdir, readFile } = await import('node:fs/promises');
  const path = await import('node:path');
  const root = path.resolve(import.meta.dirname, '..');
  const files = (await readdir(root, { recursive: true })).filter((f) => f.endsWith('.tsx'));
  const offenders: string[] = [];
  for (const file of files) {
    const source = await readFile(path.join(root, file), 'utf8');
    // Each JSX opening tag that carries the loading label must also carry role="status".
    for (const tag of source.match(/<[A-Z][\w.]*[^<>]*aria-label=\{t\('common\.loading'\)\}[^<>]*>/g) ?? []) {
      if (!tag.includes('role="status"')) offenders.push(`${file}: ${tag}`);
    }
  }
  expect(files.length).toBeGreaterThan(20);
  expect(offenders).toEqual([]);
});
