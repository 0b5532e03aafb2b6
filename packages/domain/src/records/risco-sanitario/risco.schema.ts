import { z } from 'zod';
import { DICOFRE_PATTERN } from '../../geo/caop-codigos.ts';
import { isoDateSchema, optionalIsoDateSchema } from '../../validation/date-schemas.ts';
import { todayIn, type CalendarDate } from '../../validation/dates.ts';
import { INVALID_VALUE_MESSAGE } from '../../validation/messages.ts';
import { requiredOrInvalid } from '../../validation/zod-messages.ts';
import { ALWAYS, id, optionalId, optionalText } from '../animal-rows.ts';

// A sanitary-risk record's create / save payload (002 §7 "Sanitary risk", issue 15): a disease's level over a set
// of parishes for a period. The rules and messages the form and the server share.

/** Notes of a record (issue 15: up to 4,000 characters). */
export const RISCO_OBSERVACAO_MAX = 4000;
/** No parish ticked (ours, issue 15). */
export const FREGUESIAS_OBRIGATORIAS_MESSAGE = 'Selecione pelo menos uma freguesia.';
/** The level ends before it starts (ours, issue 15). */
export const FINAL_ANTES_INICIO_MESSAGE = 'A data final não pode ser anterior à data de início.';
/** Most parishes a record names: every parish of the CAOP (3,259), with room for a new edition. */
export const RISCO_FREGUESIAS_MAX = 5000;

/** The parishes ticked, by `dicofre`: at least one, each well formed; repeats collapse (order kept). */
const freguesias = z
  .array(
    z.string({ error: INVALID_VALUE_MESSAGE }).regex(DICOFRE_PATTERN, { error: INVALID_VALUE_MESSAGE }),
    {
      error: requiredOrInvalid,
    },
  )
  .max(RISCO_FREGUESIAS_MAX, { error: INVALID_VALUE_MESSAGE })
  .nullish()
  .transform((list) => [...new Set(list ?? [])])
  .refine((list) => list.length > 0, { error: FREGUESIAS_OBRIGATORIAS_MESSAGE });

/**
 * The payload (issue 15 "Bad input"): disease and level required; at least one parish; the start required and
 * not after today (over a year ago only warns, on screen); the end, when given, not before the start; notes up to
 * 4,000 characters.
 */
export function riscoSanitarioSchema(today: () => CalendarDate = () => todayIn(new Date())) {
  return z
    .object({
      id: optionalId,
      version: z.number().int().min(0).nullish(),
      role: z.string().nullish(),
      doenca: id,
      classificacao: id,
      freguesias,
      dataInicioClassificacao: isoDateSchema({ max: today }),
      dataFinalClassificacao: optionalIsoDateSchema(),
      observacao: optionalText(RISCO_OBSERVACAO_MAX),
    })
    .superRefine((record, ctx) => {
      const inicio =
        typeof record.dataInicioClassificacao === 'string' ? record.dataInicioClassificacao : null;
      const fim = typeof record.dataFinalClassificacao === 'string' ? record.dataFinalClassificacao : null;
      if (inicio && fim && fim < inicio)
        ctx.addIssue({
          code: 'custom',
          path: ['dataFinalClassificacao'],
          message: FINAL_ANTES_INICIO_MESSAGE,
        });
    }, ALWAYS);
}

/** A sanitary-risk payload as a form or a client sends it. */
export type RiscoSanitarioDraft = z.input<ReturnType<typeof riscoSanitarioSchema>>;
/** A sanitary-risk payload, parsed. */
export type RiscoSanitarioInput = z.output<ReturnType<typeof riscoSanitarioSchema>>;
