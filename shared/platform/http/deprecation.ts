import type { Operation } from '#contracts/operations';

/**
 * RFC 9745 `Deprecation` (an @-prefixed Unix time) and RFC 8594 `Sunset` (an HTTP date), generated
 * from the contract so that no handler writes them by hand.
 */
export function deprecationHeaders(operation: Operation): Record<string, string> {
  const deprecation = operation.deprecation;
  if (!deprecation) return {};
  const headers: Record<string, string> = {
    Deprecation: `@${Math.floor(Date.parse(deprecation.deprecatedAt) / 1000)}`,
    Sunset: new Date(deprecation.sunset).toUTCString(),
  };
  if (deprecation.link) headers.Link = `<${deprecation.link}>; rel="deprecation"`;
  return headers;
}
