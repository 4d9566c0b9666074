import { EXPLORE, EXPLORE_SORT } from '@fairway/contracts/constants';

/**
 * The plain explore list's first page as the screen asks for it: `apiSearchParams` of the default state and
 * its page size (search-params.test.ts holds them equal). The first screen's prefetch (src/app/prefetch.ts)
 * reads them here, so every page's entry does not carry the explore screen's search code.
 */
export const DEFAULT_LIST_SEARCH = `sortBy=${EXPLORE_SORT.bestMatch}`;
export const DEFAULT_LIST_COUNT = EXPLORE.pageSize;
