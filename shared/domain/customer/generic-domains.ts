import list from './generic-domains.json';
import { domainAndParents } from './normalize';

const DEFAULT_GENERIC_DOMAINS: ReadonlySet<string> = new Set(list.domains);

export function genericDomainSet(extra: readonly string[] = []): ReadonlySet<string> {
  if (extra.length === 0) return DEFAULT_GENERIC_DOMAINS;
  return new Set([...DEFAULT_GENERIC_DOMAINS, ...extra.map((domain) => domain.toLowerCase())]);
}

/** True for free-mail and ISP domains, including their subdomains ('mail.orange.fr'). */
export function isGenericDomain(domain: string, generic: ReadonlySet<string>): boolean {
  return domainAndParents(domain).some((candidate) => generic.has(candidate));
}
