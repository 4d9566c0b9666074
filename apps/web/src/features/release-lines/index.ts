/** The release line feature's public surface. */

export { releaseLineQueryOptions, releaseLinesQueryKey, releaseLinesQueryOptions } from './api/line-queries';
export { ReleaseLineGate } from './components/release-line-gate';
