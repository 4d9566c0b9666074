import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** One change to one of Mantine's modules: each `from` must be found exactly once. */
export interface Patch {
  module: RegExp;
  edits: { from: string; to: string }[];
}

/**
 * Mantine's components that set state in the commit of their first render, or just after it. React makes such an update
 * synchronous: it re-renders at once, and first flushes every passive effect of the screen, all in the
 * commit's task (on a phone at 4× CPU the tee sheet's first commit was one task of 950 ms; without these
 * updates it is about 150 ms, its effects running in a task of their own). This app renders only in a
 * browser, so neither needs to.
 */
export const PATCHES: Patch[] = [
  {
    // The Portal every modal, drawer, popover dropdown, notifications stack and affix renders. Mantine's
    // renders nothing until a layout effect has found its node and set `mounted` (written for a server
    // render). The shared node (one `div` in `body`, made once) can be had while rendering: the portal
    // starts mounted with it, and the effect's own `setMounted(true)` then changes nothing. A portal into
    // a given `target`, or with a node of its own, keeps Mantine's way (a target may be drawn in the same
    // commit).
    module: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Portal[\\/]Portal\.mjs$/,
    edits: [
      {
        from: 'const [mounted, setMounted] = useState(false);',
        to: 'const [mounted, setMounted] = useState(!target && reuseTargetNode);',
      },
      {
        from: 'const nodeRef = useRef(null);',
        to:
          'const nodeRef = useRef(null);\n\tif (nodeRef.current === null && !target && reuseTargetNode) ' +
          'nodeRef.current = getTargetNode({ target, reuseTargetNode, ...others });',
      },
    ],
  },
  {
    // The Popover of every Select, MultiSelect, date picker input and menu. Its target's ref callback
    // stores the node in state twice (Mantine's and floating-ui's) as it is attached. A closed dropdown
    // needs neither until it opens: a popover closed when its target is attached stores them in a
    // transition, which React renders after the commit, in tasks of its own. One open from the start
    // (a field opened before its code had loaded) stores them at once, as Mantine does.
    module: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Popover[\\/]Popover\.mjs$/,
    edits: [
      {
        from: 'import { useCallback, useRef, useState } from "react";',
        to: 'import { startTransition, useCallback, useRef, useState } from "react";',
      },
      {
        from: '\tconst reference = useCallback((node) => {\n\t\tsetTargetNode(node);\n\t\tpopover.floating.refs.setReference(node);\n\t}',
        to:
          '\tconst reference = useCallback((node) => {\n\t\t(popover.opened ? (update) => update() : startTransition)(() => {\n' +
          '\t\t\tsetTargetNode(node);\n\t\t\tpopover.floating.refs.setReference(node);\n\t\t});\n\t}',
      },
    ],
  },
  {
    // The AppShell of every signed-in screen. Mantine's starts "resizing" (its transitions off), then a
    // layout effect sets it again and a timeout turns it off: a second render of the shell after its first
    // commit, and its root's data-resizing attribute removed, which recalculates the style of every element
    // on the screen (160 ms at 4× CPU on the dashboard). A first render has no transition to suppress: the
    // shell starts at rest, and the effect runs from the first change of `disabled` or the duration on.
    module:
      /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]use-resizing[\\/]use-resizing\.mjs$/,
    edits: [
      {
        from: 'const [resizing, setResizing] = useState(true);',
        to: 'const [resizing, setResizing] = useState(false);\n\tconst resizingStarted = useRef(false);',
      },
      {
        from: '\tuseIsomorphicEffect(() => {\n\t\tsetResizing(true);',
        to:
          '\tuseIsomorphicEffect(() => {\n\t\tif (!resizingStarted.current) {\n\t\t\tresizingStarted.current = true;\n' +
          '\t\t\treturn;\n\t\t}\n\t\tsetResizing(true);',
      },
    ],
  },
  {
    // Every media query of Mantine's hooks, among them the reduced-motion one in the Transition of each
    // ActionIcon and Button: by default its first render has no answer (`undefined`), and an effect then sets
    // the real one, a second render of each after the screen's first commit. A browser has the answer while
    // rendering; the effect still follows changes, and setting the same answer again changes nothing.
    module: /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-media-query[\\/]use-media-query\.mjs$/,
    edits: [
      {
        from: '{ getInitialValueInEffect } = { getInitialValueInEffect: true }',
        to: '{ getInitialValueInEffect } = { getInitialValueInEffect: false }',
      },
    ],
  },
  {
    // Tabs (the dashboard's): each panel tells the tabs it is mounted from an effect, and the tabs render
    // again with every tab and panel so that each tab's aria-controls names its panel, a blocking render
    // after the screen's first commit. It is made in a transition: React renders it in slices after that
    // commit, the attribute following a moment later.
    module: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Tabs[\\/]Tabs\.mjs$/,
    edits: [
      {
        from: 'import { useCallback, useRef } from "react";',
        to: 'import { startTransition, useCallback, useRef } from "react";',
      },
      {
        from: '\t\t\tpanels.add(panelValue);\n\t\t\tforceUpdate();',
        to: '\t\t\tpanels.add(panelValue);\n\t\t\tstartTransition(forceUpdate);',
      },
    ],
  },
  {
    // The SegmentedControl (explore's list and map): its root's and each segment's ref callbacks store
    // the node in state as they are attached, an update React renders at once inside the commit, first
    // running every passive effect of the screen there (its floating indicator measuring the page: the
    // explore list's commit was one task of 640 ms at 4× CPU). They are stored in a transition, rendered
    // after the commit; the indicator follows a moment later.
    module: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]SegmentedControl[\\/]SegmentedControl\.mjs$/,
    edits: [
      {
        from: 'import { createElement, useState } from "react";',
        to: 'import { createElement, startTransition, useCallback, useState } from "react";',
      },
      {
        from: '\t\trefs[val] = element;\n\t\tsetRefs({ ...refs });',
        to: '\t\trefs[val] = element;\n\t\tstartTransition(() => setRefs({ ...refs }));',
      },
      {
        from: 'const mergedRef = useMergedRef(ref, setParent);',
        to:
          'const setParentLater = useCallback((node) => startTransition(() => setParent(node)), []);\n' +
          '\tconst mergedRef = useMergedRef(ref, setParentLater);',
      },
    ],
  },
];

/** `code` with the patch's edits and their source map; an error naming the edit when the module has changed. */
export function applyPatch(patch: Patch, code: string, id: string) {
  const out = new MagicString(code);
  for (const { from, to } of patch.edits) {
    const at = code.indexOf(from);
    if (at < 0 || code.indexOf(from, at + 1) >= 0) {
      throw new Error(`fairway:mantine-first-commit: ${id} has changed (no single ${JSON.stringify(from)})`);
    }
    out.overwrite(at, at + from.length, to);
  }
  return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
}

export function mantineFirstCommitPlugin(): Plugin {
  return {
    name: 'fairway:mantine-first-commit',
    // The build only: the dev server and the tests use Mantine as published.
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      const patch = PATCHES.find((p) => p.module.test(file));
      return patch ? applyPatch(patch, code, file) : null;
    },
  };
}
