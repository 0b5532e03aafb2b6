import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../validation/messages.ts';
import { requiredId } from '../validation/zod-messages.ts';

/** Longest observations of a return; our limit (the server's operation body takes no more). */
export const RETURN_OBSERVACOES_MAX = 4000;

/**
 * A return's reason as the return dialog sends it (000 §2.6, 001 §3.3): a reason of the record type, and
 * observations, required when the reason asks for them (`requerObservacao`). Blank observations are null.
 */
export function returnDecisionSchema(requerObservacao: boolean) {
  return z
    .object({
      idMotivo: requiredId(),
      observacoes: z
        .string()
        .trim()
        .max(RETURN_OBSERVACOES_MAX)
        .nullish()
        .transform((text) => (text ? text : null)),
    })
    .superRefine((decision, ctx) => {
      if (requerObservacao && !decision.observacoes)
        ctx.addIssue({ code: 'custom', path: ['observacoes'], message: REQUIRED_MESSAGE });
    });
}

/** A return's reason, parsed. */
export type ReturnDecisionInput = z.infer<ReturnType<typeof returnDecisionSchema>>;
