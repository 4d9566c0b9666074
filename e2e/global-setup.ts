// @ts-expect-error: the build scripts are plain JavaScript modules of the repository.
import { ensureApiBuild } from '../scripts/api-build.mjs';
// @ts-expect-error: as above.
import { ensureWebBuild } from '../scripts/web-build.mjs';

/** Builds the web app and the API once, before the workers start their servers on the built API. */
export default function globalSetup() {
  ensureWebBuild();
  ensureApiBuild();
}
