/** The release line feature's public surface. */

export { releaseLinesQueryKey, releaseLinesQueryOptions } from './api/line-queries';
export { ReleaseLineGate } from './components/release-line-gate';
