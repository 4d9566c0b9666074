import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { applyPatch, mantineFirstCommitPlugin, PATCHES } from './mantine-first-commit';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = (mantineFirstCommitPlugin() as Plugin & { transform: Transform }).transform;

/** The installed Mantine module, as the build reads it. */
const entry = createRequire(import.meta.url).resolve('@mantine/core');
const marker = `${path.sep}@mantine${path.sep}core${path.sep}`;
const mantineCore = entry.slice(0, entry.lastIndexOf(marker) + marker.length);
const installed = (file: string) => {
  const id = path.join(mantineCore, 'esm/components', file);
  return { id, code: fs.readFileSync(id, 'utf8') };
};

describe("Mantine's components without a state update in their first commit", () => {
  it('the shared portal node is found while rendering, a target still in the effect', () => {
    const { id, code } = installed('Portal/Portal.mjs');
    const out = transform(code, id)?.code ?? '';
    expect(out).toContain('useState(!target && reuseTargetNode)');
    expect(out).toMatch(
      /const nodeRef = useRef\(null\);\n\tif \(nodeRef\.current === null && !target && reuseTargetNode\) nodeRef\.current = getTargetNode\(/,
    );
    // Mantine's effect is kept: it still finds a target's node, and sets `mounted` for it.
    expect(out).toContain('setMounted(true);');
    expect(out).toContain('if (!mounted || !nodeRef.current) return null;');
  });

  it("a closed popover stores its target's node in a transition, an open one at once", () => {
    const { id, code } = installed('Popover/Popover.mjs');
    const out = transform(code, id)?.code ?? '';
    expect(out).toContain('import { startTransition, useCallback, useRef, useState } from "react";');
    expect(out).toContain('(popover.opened ? (update) => update() : startTransition)(() => {');
    // The dropdown's own node is stored as Mantine does: it mounts when the popover opens.
    expect(out).toContain('setDropdownNode(node);\n\t\tpopover.floating.refs.setFloating(node);');
  });

  it('an app shell starts at rest, and turns its transitions off from the first change on', () => {
    const { id, code } = installed('AppShell/use-resizing/use-resizing.mjs');
    const out = transform(code, id)?.code ?? '';
    expect(out).toContain('const [resizing, setResizing] = useState(false);');
    expect(out).toMatch(
      /useIsomorphicEffect\(\(\) => \{\n\t\tif \(!resizingStarted\.current\) \{\n\t\t\tresizingStarted\.current = true;\n\t\t\treturn;\n\t\t\}\n\t\tsetResizing\(true\);/,
    );
    // A window resized still turns them off for a moment, as Mantine does.
    expect(out).toContain('useWindowEvent("resize", () => {\n\t\tsetResizing(true);');
  });

  it('a media query is answered while rendering, and followed from the effect on', () => {
    const id = createRequire(import.meta.url)
      .resolve('@mantine/hooks')
      .replace(/[\\/]cjs[\\/].*$|[\\/]esm[\\/].*$/, '');
    const file = path.join(id, 'esm/use-media-query/use-media-query.mjs');
    const out = transform(fs.readFileSync(file, 'utf8'), file)?.code ?? '';
    expect(out).toContain('{ getInitialValueInEffect } = { getInitialValueInEffect: false }');
    expect(out).toContain('const callback = (event) => setMatches(event.matches);');
  });

  it('tabs learn of their mounted panels in a transition, and at once of one that goes', () => {
    const { id, code } = installed('Tabs/Tabs.mjs');
    const out = transform(code, id)?.code ?? '';
    expect(out).toContain('import { startTransition, useCallback, useRef } from "react";');
    expect(out).toContain('panels.add(panelValue);\n\t\t\tstartTransition(forceUpdate);');
    expect(out).toContain('panels.delete(panelValue);\n\t\t\tforceUpdate();');
  });

  it("a segmented control stores its root's and segments' nodes in a transition, through a stable ref", () => {
    const { id, code } = installed('SegmentedControl/SegmentedControl.mjs');
    const out = transform(code, id)?.code ?? '';
    expect(out).toContain('import { createElement, startTransition, useCallback, useState } from "react";');
    expect(out).toContain('startTransition(() => setRefs({ ...refs }));');
    expect(out).toContain(
      'const setParentLater = useCallback((node) => startTransition(() => setParent(node)), []);\n\tconst mergedRef = useMergedRef(ref, setParentLater);',
    );
  });

  it('touches no other module, and fails the build when a patched module has changed', () => {
    const { id, code } = installed('Popover/Popover.mjs');
    expect(
      transform(code, path.join(mantineCore, 'esm/components/Popover/PopoverTarget/PopoverTarget.mjs')),
    ).toBeNull();
    expect(transform(code, '/repo/apps/web/src/components/popover.tsx')).toBeNull();
    expect(() =>
      applyPatch(PATCHES[1]!, code.replace('setTargetNode(node);', 'setTarget(node);'), id),
    ).toThrow(/Popover\.mjs has changed/);
    // An edit found twice is as wrong as one not found.
    expect(() =>
      applyPatch(PATCHES[0]!, `${installed('Portal/Portal.mjs').code}\nconst nodeRef = useRef(null);`, id),
    ).toThrow(/has changed/);
  });

  it('writes a source map of the change', () => {
    const { id, code } = installed('Portal/Portal.mjs');
    const out = applyPatch(PATCHES[0]!, code, id);
    expect(out.map.sources).toEqual([id]);
    expect(out.map.mappings.length).toBeGreaterThan(0);
  });
});
