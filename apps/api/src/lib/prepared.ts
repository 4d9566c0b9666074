import type { Db } from '../db/client';

/**
 * A hot query prepared once per database: Drizzle builds its SQL once, and on PostgreSQL the named
 * statement is parsed and planned once per pooled connection instead of on every call. Prepared
 * statements belong to the pool, so they are for reads outside transactions only.
 */
export function preparedPerDatabase<P>(build: (db: Db) => P): (db: Db) => P {
  const prepared = new WeakMap<Db, P>();
  return (db) => {
    let p = prepared.get(db);
    if (!p) {
      p = build(db);
      prepared.set(db, p);
    }
    return p;
  };
}
