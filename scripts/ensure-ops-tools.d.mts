/** Paths of HAProxy and PgBouncer, each null when not installed (see ensure-ops-tools.mjs). */
export function findOpsTools(): { haproxy: string | null; pgbouncer: string | null };
/** The same, installing Debian's packages first when root with apt; throws when that is not possible. */
export function ensureOpsTools(): { haproxy: string; pgbouncer: string };
