/** The release line feature's public surface. */

export { releaseLinesQueryKey } from './api/line-queries';
export { ReleaseLineGate } from './components/release-line-gate';
