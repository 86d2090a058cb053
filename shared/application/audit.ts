import { type ModuleName, Modules } from '#contracts/modules';
import type { RoutingDecision } from '#domain/trust/routing';
import type { AuditLog } from '#platform/audit/record';
import { AuditEventType, hashIdentity, newAuditRecord } from '#platform/audit/record';
import { type CaseContextStore, caseKeyOf } from '#platform/cases/context';
import type { ExecutionContext } from '#platform/jobs/executors';

/** Every module call writes a `module_call` and a `threshold_decision` record (hashes, not payloads). */
async function auditModuleCall(
  audit: AuditLog,
  context: ExecutionContext,
  call: {
    module: string;
    caseId: string;
    input: unknown;
    output: unknown;
    decisions: RoutingDecision[];
  },
): Promise<void> {
  const base = {
    tenant_id: context.principal.tenantId,
    correlation_id: context.correlationId,
    case_id: call.caseId,
    actor: { type: 'system' as const, id_hash: hashIdentity(context.principal.subject) },
    module: call.module,
  };
  // Appended together, in this order: the log writes records of one tick as one block, so the
  // module call and its decisions take one storage round trip.
  await Promise.all([
    audit.append(
      newAuditRecord({
        ...base,
        event_type: AuditEventType.moduleCall,
        input: call.input,
        output: call.output,
      }),
    ),
    ...call.decisions.map((decision) =>
      audit.append(
        newAuditRecord({
          ...base,
          event_type: AuditEventType.thresholdDecision,
          input: {
            confidence: decision.confidence,
            threshold: decision.threshold,
            threshold_path: decision.threshold_path,
            thresholds_version: decision.thresholds_version,
          },
          output: { review_reasons: decision.review_reasons },
          decision: { recommended_action: decision.recommended_action },
        }),
      ),
    ),
  ]);
}

/**
 * The ending every module call shares: the audit records of the call and its routing decisions, and
 * the module's entry in the case context (SPEC 1 rule 3) that later calls on the same case read.
 * `module` is the case-context name; the audit trail names the module as thresholds and feedback do.
 */
export async function recordModuleCall(
  deps: { audit: AuditLog; caseContext: CaseContextStore },
  context: ExecutionContext,
  call: {
    module: ModuleName;
    caseId: string;
    input: unknown;
    output: unknown;
    decisions: RoutingDecision[];
    /** What the module leaves for the other modules of the case. */
    caseData: Record<string, unknown>;
  },
): Promise<void> {
  await Promise.all([
    auditModuleCall(deps.audit, context, {
      module: Modules[call.module].calibrated,
      caseId: call.caseId,
      input: call.input,
      output: call.output,
      decisions: call.decisions,
    }),
    deps.caseContext.put(caseKeyOf(call.caseId, context), call.module, {
      state: 'done',
      data: call.caseData,
      updated_at: new Date().toISOString(),
    }),
  ]);
}
