import { CHAINS_PER_DAY, type ChainHead, type ChainVerdict, ChainVerifier } from './chain';
import type { AuditTrail } from './trail';

export interface DayVerdict {
  tenant_id: string;
  day: string;
  valid: boolean;
  records: number;
  /** The break of the first broken chain, with that chain's number. */
  first_break?: NonNullable<ChainVerdict['first_break']> & { chain: number };
  /** One verdict per chain of the day (empty chains included). */
  chains: ChainVerdict[];
}

export function dayVerdict(tenantId: string, day: string, chains: ChainVerdict[]): DayVerdict {
  const broken = chains.find((chain) => chain.first_break);
  return {
    tenant_id: tenantId,
    day,
    valid: broken === undefined,
    records: chains.reduce((sum, chain) => sum + chain.records, 0),
    ...(broken?.first_break ? { first_break: { ...broken.first_break, chain: broken.chain } } : {}),
    chains,
  };
}

/**
 * Reads every chain of one tenant-day from storage and recomputes it. With `anchors` (the chain
 * heads of that day's export manifest), each chain must also reach its exported head unchanged.
 */
export async function verifyStoredDay(
  trail: AuditTrail,
  tenantId: string,
  day: string,
  anchors?: readonly ChainHead[],
): Promise<DayVerdict> {
  const chains = await Promise.all(
    Array.from({ length: CHAINS_PER_DAY }, async (_, chain) => {
      const anchor = anchors?.[chain];
      const verifier = new ChainVerifier({ tenantId, day, chain, ...(anchor ? { anchor } : {}) });
      for await (const entry of trail.readChain(tenantId, day, chain)) verifier.push(entry);
      return verifier.verdict();
    }),
  );
  return dayVerdict(tenantId, day, chains);
}

/**
 * The chain heads a daily export manifest anchored, by chain number; undefined when the manifest
 * is not one (or its chain verdicts were broken already at export: nothing trustworthy to hold to).
 */
export function anchorsOfManifest(manifest: unknown): ChainHead[] | undefined {
  const chains = (manifest as { chain?: { chains?: unknown } } | null)?.chain?.chains;
  if (!Array.isArray(chains) || chains.length !== CHAINS_PER_DAY) return undefined;
  const heads: ChainHead[] = [];
  for (const chain of chains as Array<Partial<ChainVerdict>>) {
    const head = chain?.head;
    if (
      chain?.valid !== true ||
      typeof head?.sequence !== 'number' ||
      typeof head.hash !== 'string'
    )
      return undefined;
    heads.push({ sequence: head.sequence, hash: head.hash });
  }
  return heads;
}
