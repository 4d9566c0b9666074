import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which addresses a webhook may reach: public unicast only. ipaddr.js names every special range
 * (loopback, private, link-local, unique-local, carrier-grade NAT, multicast, 6to4, NAT64, Teredo …);
 * anything it does not call `unicast` is refused, and an IPv4 address written as IPv6 (`::ffff:127.0.0.1`)
 * is judged as the IPv4 address it is.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  if (!isIP(bare)) return false;
  try {
    return ipaddr.process(bare).range() === 'unicast';
  } catch {
    return false;
  }
}

/** A URL's host as an address literal (`[::1]` → `::1`), or null when it is a name. */
export function addressLiteralOf(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) ? bare : null;
}

/**
 * A webhook address as the sender takes it: absolute http(s), no user name or password (they would be
 * sent to whoever answers), no fragment. Null when it is not one.
 */
export function parseWebhookUrl(text: string): URL | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || !url.hostname) return null;
  url.hash = '';
  return url;
}
