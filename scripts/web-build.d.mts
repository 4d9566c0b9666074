/** The files and folders, from the repository's root, whose change makes the web app's build stale. */
export const WEB_BUILD_SOURCES: readonly string[];
/** Builds the web app into apps/web/dist when the build is missing or older than its sources. */
export function ensureWebBuild(): void;
