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

/** No domains: a tenant that configured none of its own. */
export const NO_DOMAINS: ReadonlySet<string> = new Set();

/** The tenant's own mail domains (`customer_matching.own_domains`), lower case. */
export function ownDomainSet(own: readonly string[] = []): ReadonlySet<string> {
  if (own.length === 0) return NO_DOMAINS;
  return new Set(own.map((domain) => domain.toLowerCase()));
}

/** True for a domain of the tenant's own organisation or a subdomain of one ('de.vantero.com'). */
export function isOwnDomain(domain: string, own: ReadonlySet<string>): boolean {
  return own.size > 0 && domain !== '' && domainAndParents(domain).some((d) => own.has(d));
}
