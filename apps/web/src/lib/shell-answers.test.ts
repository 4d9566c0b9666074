import { SHELL_ANSWERS_MAX_AGE_MS, SHELL_BOOTSTRAP_IDS } from '@fairway/contracts/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import { resetShellAnswers, takeShellAnswer } from './shell-answers';

const NOW = Date.parse('2026-11-26T09:00:00Z');

function pageWith(text: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const script = doc.createElement('script');
  script.id = SHELL_BOOTSTRAP_IDS.answers;
  script.type = 'application/json';
  script.textContent = text;
  doc.head.append(script);
  return doc;
}

const carrying = (at: number) =>
  pageWith(JSON.stringify({ at, answers: { '/api/checkout/basket': { Items: [] }, '/api/x?a=1': 0 } }));

beforeEach(() => {
  resetShellAnswers();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetShellAnswers();
});

describe('the answers a page carries', () => {
  it('answers each carried call once, by its exact path and query, falsy answers included', () => {
    const doc = carrying(NOW - 500);
    expect(takeShellAnswer('/api/checkout/basket', doc)).toEqual({ Items: [] });
    expect(takeShellAnswer('/api/checkout/basket', doc)).toBeUndefined();
    expect(takeShellAnswer('/api/x', doc)).toBeUndefined();
    expect(takeShellAnswer('/api/x?a=1', doc)).toBe(0);
  });

  it("never uses a page's answers once they are older than the limit (a copy kept for offline use)", () => {
    expect(
      takeShellAnswer('/api/checkout/basket', carrying(NOW - SHELL_ANSWERS_MAX_AGE_MS - 1)),
    ).toBeUndefined();
    resetShellAnswers();
    const doc = carrying(NOW);
    expect(takeShellAnswer('/api/x?a=1', doc)).toBe(0);
    // The page stayed open: what it carried is no longer what the API would say.
    vi.setSystemTime(NOW + SHELL_ANSWERS_MAX_AGE_MS);
    expect(takeShellAnswer('/api/checkout/basket', doc)).toBeUndefined();
  });

  it('ignores a page without answers or with something else in their place', () => {
    expect(
      takeShellAnswer('/api/checkout/basket', document.implementation.createHTMLDocument()),
    ).toBeUndefined();
    resetShellAnswers();
    expect(takeShellAnswer('/api/checkout/basket', pageWith('{not json'))).toBeUndefined();
    resetShellAnswers();
    expect(
      takeShellAnswer('/api/checkout/basket', pageWith(JSON.stringify({ answers: {} }))),
    ).toBeUndefined();
  });

  it('lets apiRequest answer a carried GET without the network, and ask the network for everything else', async () => {
    const page = pageWith(
      JSON.stringify({ at: NOW, answers: { '/api/checkout/basket': { Items: ['carried'] } } }),
    );
    document.head.append(page.getElementById(SHELL_BOOTSTRAP_IDS.answers) as HTMLElement);
    const fetch = vi.fn(async () => new Response(JSON.stringify({ Items: ['fetched'] }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    try {
      expect(await apiRequest('/api/checkout/basket')).toEqual({ Items: ['carried'] });
      expect(fetch).not.toHaveBeenCalled();
      expect(await apiRequest('/api/checkout/basket')).toEqual({ Items: ['fetched'] });
      expect(await apiRequest('/api/checkout/basket', { method: 'PUT', body: {} })).toEqual({
        Items: ['fetched'],
      });
      expect(fetch).toHaveBeenCalledTimes(2);
    } finally {
      document.getElementById(SHELL_BOOTSTRAP_IDS.answers)?.remove();
    }
  });
});
