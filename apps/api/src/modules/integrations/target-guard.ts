import { lookup } from 'node:dns/promises';
import { AppError, fieldError } from '../../lib/app-error';
import { addressLiteralOf, isPublicAddress, parseWebhookUrl } from './ip-rules';

export type ResolvedAddress = { address: string; family: number };
/** Every address a host name resolves to (tests stand in their own resolver). */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolve: Resolve = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** `localhost` and its subdomains are loopback by definition (RFC 6761), whatever a resolver says. */
const isLocalhostName = (hostname: string) => /(^|\.)localhost\.?$/i.test(hostname);

export type TargetVerdict =
  | { ok: true; address: ResolvedAddress }
  | { ok: false; reason: 'PRIVATE_ADDRESS' | 'DNS_FAILED' };

/**
 * Where a delivery may connect: the URL's address literal, or the first address its name resolves to,
 * provided every address it resolves to is public (unless private targets are allowed). The sender
 * connects to exactly this address, so a name that resolves elsewhere a moment later (DNS rebinding)
 * changes nothing.
 */
export async function vetTarget(url: URL, allowPrivate: boolean, resolve: Resolve): Promise<TargetVerdict> {
  const literal = addressLiteralOf(url.hostname);
  if (literal) {
    if (!allowPrivate && !isPublicAddress(literal)) return { ok: false, reason: 'PRIVATE_ADDRESS' };
    return { ok: true, address: { address: literal, family: literal.includes(':') ? 6 : 4 } };
  }
  if (!allowPrivate && isLocalhostName(url.hostname)) return { ok: false, reason: 'PRIVATE_ADDRESS' };
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolve(url.hostname);
  } catch {
    return { ok: false, reason: 'DNS_FAILED' };
  }
  const first = addresses[0];
  if (!first) return { ok: false, reason: 'DNS_FAILED' };
  if (!allowPrivate && addresses.some((a) => !isPublicAddress(a.address))) {
    return { ok: false, reason: 'PRIVATE_ADDRESS' };
  }
  return { ok: true, address: first };
}

const invalidUrl = () =>
  new AppError('WEBHOOK_URL_INVALID', { fields: { Url: fieldError('validation.invalid') } });
const privateUrl = () =>
  new AppError('WEBHOOK_URL_PRIVATE', { fields: { Url: fieldError('validation.invalid') } });

/**
 * A webhook address as staff give it, checked before it is saved: absolute http(s) without credentials
 * (WEBHOOK_URL_INVALID), not naming or resolving to a private, loopback or link-local address
 * (WEBHOOK_URL_PRIVATE). A name that does not resolve yet is accepted: every delivery checks again.
 */
export async function checkWebhookUrl(
  text: string,
  allowPrivate: boolean,
  resolve: Resolve,
): Promise<string> {
  const url = parseWebhookUrl(text);
  if (!url) throw invalidUrl();
  const verdict = await vetTarget(url, allowPrivate, resolve);
  if (!verdict.ok && verdict.reason === 'PRIVATE_ADDRESS') throw privateUrl();
  return url.toString();
}
