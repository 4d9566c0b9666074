import type { Config } from '../config';

/**
 * The host naming this site in calendar UIDs: PUBLIC_ORIGIN's. Never a request header: a UID must not
 * change with the Host a calendar app happened to send, or events would be duplicated.
 */
export function calendarUidHost(config: Pick<Config, 'publicOrigin'>): string {
  return new URL(config.publicOrigin).hostname;
}
