import { describe, expect, it } from 'vitest';
import { stylesheetsAfterRoot } from './stylesheets-after-root';

const page = (head: string, body = '<div id="root"></div>') =>
  `<!doctype html>\n<html>\n  <head>\n    <title>x</title>\n${head}  </head>\n  <body>\n    ${body}\n  </body>\n</html>\n`;

describe('stylesheets after #root', () => {
  it('moves every stylesheet link, in order, from the head to just after #root', () => {
    const html = page(
      '    <script type="module" crossorigin src="/assets/index.js"></script>\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/vendor.js">\n' +
        '    <link rel="stylesheet" crossorigin href="/assets/index.css">\n' +
        '    <link rel="stylesheet" crossorigin href="/assets/extra.css">\n',
    );
    const out = stylesheetsAfterRoot(html);
    const head = out.slice(0, out.indexOf('</head>'));
    const body = out.slice(out.indexOf('<body>'));
    expect(head).not.toContain('rel="stylesheet"');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/vendor.js">');
    expect(body).toContain(
      '<div id="root"></div>\n    <link rel="stylesheet" crossorigin href="/assets/index.css">\n' +
        '    <link rel="stylesheet" crossorigin href="/assets/extra.css">',
    );
  });

  it('keeps the other head tags one per line', () => {
    const out = stylesheetsAfterRoot(
      page('    <link rel="stylesheet" href="/a.css">\n    <link rel="manifest" href="/m.webmanifest">\n'),
    );
    expect(out).toContain('    <title>x</title>\n    <link rel="manifest" href="/m.webmanifest">\n  </head>');
  });

  it('leaves a page without #root, or without stylesheets, as it is', () => {
    const noRoot = page('    <link rel="stylesheet" href="/a.css">\n', '<main></main>');
    expect(stylesheetsAfterRoot(noRoot)).toBe(noRoot);
    const noLinks = page('    <link rel="icon" href="/i.ico">\n');
    expect(stylesheetsAfterRoot(noLinks)).toBe(noLinks);
  });
});
