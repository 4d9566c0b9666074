import type { TeeTimeSearchReply, TeeTimeSearchResult, TeeTimeSearchTime } from '@fairway/contracts';

/** The reply of GET /api/teetimes/search (contracts: tee-time-search.ts), as the screen reads it. */
export type SearchTime = TeeTimeSearchTime;
export type SearchResult = TeeTimeSearchResult;
export type SearchReply = TeeTimeSearchReply;
