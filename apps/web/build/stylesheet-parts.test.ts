import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { linkParts, PART_BYTES, partFile, pruneMantineCss, stylesheetParts } from './stylesheet-parts';

/** `count` top-level rules of about `bytes` each, every one distinct. */
const rules = (count: number, bytes: number) =>
  Array.from({ length: count }, (_, i) => `.r${i}{content:"${'x'.repeat(bytes - 20)}"}`).join('');
const selectors = (css: string) => postcss.parse(css).nodes.map((node) => node.toString());

describe('stylesheet parts', () => {
  it('cuts between top-level rules, in order, each part at most the limit', () => {
    const css = `:root{--a:1}${rules(40, 2_000)}@media (min-width:40em){.r0{color:red}.r1{color:blue}}`;
    const parts = stylesheetParts(css, 10_000);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(10_000);
    expect(parts.join('')).toBe(css);
    expect(parts.flatMap(selectors)).toEqual(selectors(css));
    expect(parts.at(-1)).toContain('@media (min-width:40em){.r0{color:red}.r1{color:blue}}');
  });

  it('gives a rule larger than the limit a part of its own', () => {
    const big = `.big{content:"${'y'.repeat(500)}"}`;
    const parts = stylesheetParts(`.a{color:red}${big}.b{color:blue}`, 100);
    expect(parts).toEqual(['.a{color:red}', big, '.b{color:blue}']);
  });

  it('leaves a stylesheet under the limit, or one that must open with @import or @charset, whole', () => {
    expect(stylesheetParts('.a{color:red}')).toEqual(['.a{color:red}']);
    const imports = `@import url(x.css);${rules(10, 2_000)}`;
    expect(stylesheetParts(imports, 5_000)).toEqual([imports]);
    const charset = `@charset "utf-8";${rules(10, 2_000)}`;
    expect(stylesheetParts(charset, 5_000)).toEqual([charset]);
    expect(stylesheetParts('')).toEqual(['']);
  });

  it('keeps the default part small enough to parse in one short task', () => {
    expect(PART_BYTES).toBeLessThanOrEqual(32 * 1024);
    expect(stylesheetParts(rules(20, PART_BYTES / 4)).length).toBe(5);
  });

  it('links each part after the stylesheet’s own link, with its indent, and leaves the others', () => {
    const html =
      '<div id="root"></div>\n    <link rel="stylesheet" crossorigin href="/assets/web-abc.css">\n' +
      '    <link rel="stylesheet" crossorigin href="/assets/other.css">\n';
    expect(partFile('assets/web-abc.css', 0)).toBe('assets/web-abc.css');
    expect(partFile('assets/web-abc.css', 2)).toBe('assets/web-abc-2.css');
    expect(linkParts(html, new Map([['assets/web-abc.css', 3]]))).toBe(
      '<div id="root"></div>\n    <link rel="stylesheet" crossorigin href="/assets/web-abc.css">\n' +
        '    <link rel="stylesheet" crossorigin href="/assets/web-abc-1.css">\n' +
        '    <link rel="stylesheet" crossorigin href="/assets/web-abc-2.css">\n' +
        '    <link rel="stylesheet" crossorigin href="/assets/other.css">\n',
    );
  });
});

describe('Mantine CSS pruned to the classes the build names', () => {
  it('drops rules that need an unnamed class, keeps the rest and the named selectors of mixed rules', () => {
    const css =
      ':root{--x:1}.m_00000001{color:red}.m_00000002{color:blue}.m_00000001,.m_00000003 .y{margin:0}' +
      '.app{padding:0}@media (min-width:1px){.m_00000003{color:green}}@keyframes k{0%{opacity:0}}';
    const out = pruneMantineCss(css, new Set(['m_00000001']));
    expect(out).toBe(
      ':root{--x:1}.m_00000001{color:red}.m_00000001{margin:0}.app{padding:0}@keyframes k{0%{opacity:0}}',
    );
  });
});
