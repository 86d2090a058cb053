import * as z from 'zod';

export const Liveness = z
  .object({ status: z.literal('ok'), version: z.string() })
  .meta({ id: 'Liveness' });

export const CheckState = z.enum(['ok', 'degraded']);
export const Readiness = z
  .object({
    status: z.enum(['ready', 'not_ready']),
    checks: z.object({ storage: CheckState, model_serving: CheckState }).catchall(CheckState),
  })
  .meta({ id: 'Readiness' });
export type Readiness = z.infer<typeof Readiness>;
