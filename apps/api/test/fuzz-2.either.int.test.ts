import { fuzzShard } from './fuzz/suite';

// Shard 2 of the OpenAPI fuzz (test/fuzz/suite.ts: why it is split, and how).
fuzzShard(1);
