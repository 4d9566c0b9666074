import { fuzzShard } from './fuzz/suite';

// Shard 3 of the OpenAPI fuzz (test/fuzz/suite.ts: why it is split, and how).
fuzzShard(2);
