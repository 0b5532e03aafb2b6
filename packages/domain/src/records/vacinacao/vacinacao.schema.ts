import { z } from 'zod';
import { isoDateSchema } from '../../validation/date-schemas.ts';
import { todayIn, type CalendarDate } from '../../validation/dates.ts';
import {
  INVALID_VALUE_MESSAGE,
  MIN_VALUE_MESSAGE,
  REQUIRED_MESSAGE,
  validationMessage,
} from '../../validation/messages.ts';
import { requiredId, requiredOrInvalid, requiredText } from '../../validation/zod-messages.ts';

/** Individual line (one identified animal) or group line (a number of animals). */
export const TIPOS_VACINA_APLICADA = ['INDIVIDUAL', 'GRUPO'] as const;

/** One of {@link TIPOS_VACINA_APLICADA}. */
export type TipoVacinaAplicada = (typeof TIPOS_VACINA_APLICADA)[number];

/** Longest text a vaccination field keeps (lotes, identificacao); our limit. */
export const VACINACAO_TEXT_MAX = 500;
/** Longest notes text; our limit. */
export const VACINACAO_NOTES_MAX = 4000;
/** Most lines one vaccination holds; our limit, far above a real herd visit. */
export const VACINACAO_LINES_MAX = 5000;

const optionalId = z.number().int().positive().nullish();

/** An animal's age at vaccination, in whole days (the modals ask weeks and convert). */
const idadeSchema = z.number({ error: requiredOrInvalid }).int({ error: INVALID_VALUE_MESSAGE }).min(0, {
  error: MIN_VALUE_MESSAGE,
});

/**
 * An applied-vaccine line as the API takes it (spec 002 §7): `idade` in days (the modal asks weeks and
 * converts), `quantidadeAnimais` for group lines only, `identificacao` for individual lines only.
 */
export const vacinaAplicadaSchema = z
  .object({
    id: optionalId,
    tipo: z.enum(TIPOS_VACINA_APLICADA, { error: requiredOrInvalid }),
    identificacao: z.string().trim().max(VACINACAO_TEXT_MAX).nullish(),
    idade: idadeSchema,
    quantidadeAnimais: z.number().int({ error: INVALID_VALUE_MESSAGE }).nullish(),
    esquemaVacinacao: requiredId(),
    etapaVacinacao: requiredId(),
  })
  .superRefine(checkLineKind, {
    // Also while other fields fail: the modal shows a missing identification or count from the start.
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });

/** An individual line names its animal; a group line counts at least one. */
function checkLineKind(
  line: { tipo?: unknown; identificacao?: unknown; quantidadeAnimais?: unknown },
  ctx: z.RefinementCtx,
): void {
  if (line.tipo === 'INDIVIDUAL' && !line.identificacao)
    ctx.addIssue({ code: 'custom', path: ['identificacao'], message: REQUIRED_MESSAGE });
  if (line.tipo === 'GRUPO') {
    if (line.quantidadeAnimais === null || line.quantidadeAnimais === undefined)
      ctx.addIssue({ code: 'custom', path: ['quantidadeAnimais'], message: REQUIRED_MESSAGE });
    else if (typeof line.quantidadeAnimais === 'number' && line.quantidadeAnimais < 1)
      ctx.addIssue({ code: 'custom', path: ['quantidadeAnimais'], message: MIN_VALUE_MESSAGE });
  }
}

/**
 * The multiple individual entry (spec 002 §2): identifications (one per line on screen) sharing an age,
 * scheme and stage; each becomes an individual line.
 */
export const vacinasMultiplasSchema = z.object({
  identificacoes: z
    .array(z.string().trim().min(1))
    .min(1, { error: REQUIRED_MESSAGE })
    .max(VACINACAO_LINES_MAX)
    .refine((ids) => ids.every((id) => id.length <= VACINACAO_TEXT_MAX), {
      error: validationMessage({ kind: 'maxLength', length: VACINACAO_TEXT_MAX }),
    }),
  idade: idadeSchema,
  esquemaVacinacao: requiredId(),
  etapaVacinacao: requiredId(),
});

/** One applied-vaccine line, parsed. */
export type VacinaAplicadaInput = z.infer<typeof vacinaAplicadaSchema>;

/**
 * The create / save payload of a vaccination (spec 002 §7), with the form's required fields (002 §5): holding
 * (by brand), veterinarian, vaccination date (not after today), strategy, zone, applied vaccine, batches,
 * vaccine expiry and species. `version` is the optimistic-locking token of a save.
 */
export function vacinacaoSchema(today: () => CalendarDate = () => todayIn(new Date())) {
  return z.object({
    id: optionalId,
    version: z.number().int().min(0).nullish(),
    role: z.string().nullish(),
    serie: optionalId,
    exploracao: requiredText().max(VACINACAO_TEXT_MAX),
    medicoVeterinario: requiredId(),
    dataVacinacao: isoDateSchema({ max: today }),
    estrategiaVacinacao: requiredId(),
    zonaVacinacao: requiredId(),
    vacinaAplicada: requiredId(),
    lotes: requiredText().max(VACINACAO_TEXT_MAX),
    dataValidade: isoDateSchema(),
    especies: z
      .array(z.number().int().positive(), { error: requiredOrInvalid })
      .min(1, { error: REQUIRED_MESSAGE })
      .max(200),
    observacoes: z.string().max(VACINACAO_NOTES_MAX).nullish(),
    vacinasAplicadas: z.array(vacinaAplicadaSchema).max(VACINACAO_LINES_MAX).default([]),
  });
}

/** A vaccination payload, parsed. */
export type VacinacaoInput = z.infer<ReturnType<typeof vacinacaoSchema>>;
