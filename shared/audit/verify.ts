import { CHAINS_PER_DAY, type ChainVerdict, ChainVerifier } from './chain';
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

/** Reads every chain of one tenant-day from storage and recomputes it. */
export async function verifyStoredDay(
  trail: AuditTrail,
  tenantId: string,
  day: string,
): Promise<DayVerdict> {
  const chains = await Promise.all(
    Array.from({ length: CHAINS_PER_DAY }, async (_, chain) => {
      const verifier = new ChainVerifier({ tenantId, day, chain });
      for await (const entry of trail.readChain(tenantId, day, chain)) verifier.push(entry);
      return verifier.verdict();
    }),
  );
  return dayVerdict(tenantId, day, chains);
}
