import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A built web app of one page (`WEB_DIST`), for tests of what the page shell carries (its headers, its
 * Content-Security-Policy): the API's replies carry the API's own header set, not the page's.
 */
export function pageShellDist(): string {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-page-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html>\n<html lang="en" class="club-0">\n  <head>\n    <title>Fairway</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
  );
  return webDist;
}
