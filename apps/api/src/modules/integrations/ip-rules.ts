import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * IPv6 ranges that carry an IPv4 address inside them, refused whole: a socket may end up at the IPv4
 * address they embed (issue 46 §7: `[::127.0.0.1]` was dialled), and no webhook receiver needs them.
 * ipaddr.js names most of them (so `range()` is not `unicast`), but not the IPv4-compatible `::/96` nor
 * the local-use NAT64 prefix; this table does not depend on which ones a version of it names.
 * IPv4-mapped `::ffff:0:0/96` is not here: it is judged as the IPv4 address it is.
 */
const EMBEDDING_IPV4 = [
  '::/96', // IPv4-compatible (RFC 4291, deprecated): ::127.0.0.1
  '::ffff:0:0:0/96', // IPv4-translated (SIIT, RFC 6145)
  '64:ff9b::/96', // NAT64 well-known prefix (RFC 6052)
  '64:ff9b:1::/48', // NAT64 local-use prefix (RFC 8215)
  '2002::/16', // 6to4 (RFC 3056): 2002:7f00:1::
  '2001::/32', // Teredo (RFC 4380)
].map((cidr) => ipaddr.IPv6.parseCIDR(cidr));

/**
 * Which addresses a webhook may reach: public unicast only. ipaddr.js names every special range
 * (loopback, private, link-local, unique-local, carrier-grade NAT, multicast …); anything it does not
 * call `unicast` is refused, so is every IPv6 form that embeds an IPv4 address (above), and an IPv4
 * address written as IPv4-mapped IPv6 (`::ffff:127.0.0.1`) is judged as the IPv4 address it is.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  if (!isIP(bare)) return false;
  try {
    const parsed = ipaddr.process(bare);
    if (parsed.kind() === 'ipv6' && EMBEDDING_IPV4.some((range) => (parsed as ipaddr.IPv6).match(range))) {
      return false;
    }
    return parsed.range() === 'unicast';
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
