import { describe, expect, it } from 'vitest';
import { forgetBasketInputs, KEPT_MS, keepBasketInputs, takeBasketInputs } from './basket-inputs-kept';

describe('the inputs a basket was set on, kept for its payment', () => {
  it('are taken once', () => {
    keepBasketInputs('m1', 7, '{"a":1}', 1_000);
    expect(takeBasketInputs('m1', 2_000)).toEqual({ bundleId: 7, inputs: '{"a":1}' });
    expect(takeBasketInputs('m1', 2_000)).toBeNull();
  });

  it('are the latest basket’s', () => {
    keepBasketInputs('m2', 7, '{"a":1}', 1_000);
    keepBasketInputs('m2', 8, '{"b":2}', 1_500);
    expect(takeBasketInputs('m2', 2_000)).toEqual({ bundleId: 8, inputs: '{"b":2}' });
  });

  it('are forgotten when the basket changes another way, and not given after KEPT_MS', () => {
    keepBasketInputs('m3', 7, '{"a":1}', 1_000);
    forgetBasketInputs('m3');
    expect(takeBasketInputs('m3', 1_000)).toBeNull();
    keepBasketInputs('m4', 7, '{"a":1}', 1_000);
    expect(takeBasketInputs('m4', 1_000 + KEPT_MS)).toBeNull();
  });

  it('are dropped once past KEPT_MS when another basket is kept', () => {
    keepBasketInputs('m5', 7, '{"a":1}', 1_000);
    keepBasketInputs('m6', 7, '{"a":1}', 2_000 + KEPT_MS);
    // Within its time again, had it stayed: it was dropped when m6's was kept.
    expect(takeBasketInputs('m5', 1_500)).toBeNull();
    expect(takeBasketInputs('m6', 2_000 + KEPT_MS)).not.toBeNull();
  });
});
