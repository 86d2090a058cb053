import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Callback URLs may only reach the public internet over https: no loopback, link-local, private,
 * shared-address or metadata ranges. The local runtime (which itself listens on loopback only) may
 * allow http://127.0.0.1 receivers so that webhooks can be tried on one machine.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

export interface UrlPolicy {
  allowLoopback: boolean;
}

export type UrlVerdict = { ok: true; url: URL } | { ok: false; reason: string };

function addressAllowed(address: string, policy: UrlPolicy): boolean {
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (policy.allowLoopback && loopback.check(address, family)) return true;
  return !blocked.check(address, family);
}

/** The static part, checked when the job is created. */
export function checkCallbackUrl(raw: string, policy: UrlPolicy): UrlVerdict {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'not an absolute URL' };
  }
  if (url.username || url.password)
    return { ok: false, reason: 'credentials in the URL are not allowed' };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const isLoopbackHost =
    host === 'localhost' ||
    (isIP(host) !== 0 && loopback.check(host, isIP(host) === 6 ? 'ipv6' : 'ipv4'));
  if (
    policy.allowLoopback &&
    isLoopbackHost &&
    (url.protocol === 'http:' || url.protocol === 'https:')
  )
    return { ok: true, url };
  if (url.protocol !== 'https:')
    return { ok: false, reason: 'only https callback URLs are accepted' };
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal'))
    return { ok: false, reason: 'the host is not public' };
  if (isIP(host) !== 0 && !addressAllowed(host, policy))
    return { ok: false, reason: 'the address is not public' };
  return { ok: true, url };
}

/** The delivery-time part: resolve the name and refuse private answers (DNS rebinding). */
export async function resolvePublicAddress(
  url: URL,
  policy: UrlPolicy,
): Promise<{ address: string; family: number }> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const answers =
    isIP(host) !== 0
      ? [{ address: host, family: isIP(host) }]
      : await lookup(host === 'localhost' ? '127.0.0.1' : host, { all: true });
  const allowed = answers.filter((answer) => addressAllowed(answer.address, policy));
  const first = allowed[0];
  if (!first || allowed.length !== answers.length)
    throw new Error(`callback host ${host} resolves to a non-public address`);
  return first;
}
