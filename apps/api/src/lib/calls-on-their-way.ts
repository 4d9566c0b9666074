/**
 * Calls on their way, by key: a caller that asks for a key whose call began at the same stamp (a cache's
 * generation, a count of drops) shares that call instead of making its own; a call that began at another
 * stamp is not shared, and a new one replaces it. A call is forgotten when it settles, whether it answered
 * or failed, so a failure is never handed to a later caller.
 */
export class CallsOnTheirWay<T> {
  private readonly calls = new Map<string, { value: Promise<T>; stamp: number }>();

  share(key: string, stamp: number, call: () => Promise<T>): Promise<T> {
    const shared = this.calls.get(key);
    if (shared && shared.stamp === stamp) return shared.value;
    const value: Promise<T> = call().finally(() => {
      if (this.calls.get(key)?.value === value) this.calls.delete(key);
    });
    this.calls.set(key, { value, stamp });
    return value;
  }
}
