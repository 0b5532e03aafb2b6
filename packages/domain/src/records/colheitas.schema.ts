import { z } from 'zod';
import { optionalNifSchema } from '../validation/nif.ts';
import {
  INVALID_VALUE_MESSAGE,
  MIN_VALUE_MESSAGE,
  REQUIRED_MESSAGE,
  SUBMIT_INCOMPLETE_MESSAGE,
} from '../validation/messages.ts';
import { requiredOrInvalid } from '../validation/zod-messages.ts';
import { RECORD_IDS_MAX, RECORD_TEXT_MAX } from './animal-fields.ts';
import { id, isFilled, isObject, numberOrNull, optionalId, optionalText } from './animal-rows.ts';

// What the domestic and the wild laboratory collection share (001 §3, §5; issue 16): the lab-assay line, the
// sample's assays, the invoice, and the completeness rules of a submission.

/** Individual (one identified animal, `I-`) or group (`G-`) sample of a domestic collection (001 §3.2). */
export const TIPOS_AMOSTRA = ['INDIVIDUAL', 'GRUPO'] as const;

/** One of {@link TIPOS_AMOSTRA}. */
export type TipoAmostra = (typeof TIPOS_AMOSTRA)[number];

/** The validation list's lines (001 §5.2, §8, verbatim). */
export const SEM_ENSAIOS_MESSAGE = 'Não estão definidos ensaios.';
export const SEM_AMOSTRAS_MESSAGE = 'Não estão definidas amostras.';

/** The 'Aviso' of a submission without samples (001 §5.2, §8, verbatim). */
export const SUBMETER_SEM_AMOSTRAS_MESSAGE = 'Para submeter necessita de adicionar amostras.';

/** Ours: an assay chosen twice for one disease (the modal offers each once, 001 §5.3; a client may not). */
export const ENSAIO_REPETIDO_MESSAGE = 'Este ensaio já foi adicionado para esta doença.';

/** Ours: a sample's assay that is not one of the collection's lab assays. */
export const ENSAIO_FORA_DA_COLHEITA_MESSAGE = 'O ensaio não consta dos ensaios da colheita.';

/** Most assays one sample takes; our limit. */
export const AMOSTRA_ENSAIOS_MAX = 100;

/** The sample's assays: at least one, each once (001 §5.1, §5.2). */
export const amostraEnsaiosSchema = z
  .array(id, { error: requiredOrInvalid })
  .max(AMOSTRA_ENSAIOS_MAX)
  .transform((list) => [...new Set(list)])
  .refine((list) => list.length > 0, { error: REQUIRED_MESSAGE });

/** A lab-assay line (001 §3.3): the disease and one of its assays, both required (001 §5.3). */
export const colheitaEnsaioSchema = z.object({
  id: optionalId,
  doenca: id,
  ensaioLaboratorial: id,
});

/** A lab-assay line, parsed. */
export type ColheitaEnsaioInput = z.infer<typeof colheitaEnsaioSchema>;

/** The sample number, read-only: the server gives it; a client's value is kept only to match a row it knows. */
export const sequenciaSchema = optionalText(20);

/** A count of animals or of units in a sample: a whole number, one or more. */
export const positiveCount = z
  .number({ error: requiredOrInvalid })
  .int({ error: INVALID_VALUE_MESSAGE })
  .min(1, { error: MIN_VALUE_MESSAGE })
  .max(2_147_483_647, { error: INVALID_VALUE_MESSAGE });

/** The invoicing data of a wild collection (001 §3.1; `entidadade` spelled as the contract has it). */
export const faturaSchema = z.object({
  id: optionalId,
  numeroCompromisso: optionalText(RECORD_TEXT_MAX),
  numeroCabimento: optionalText(RECORD_TEXT_MAX),
  numeroContrato: optionalText(RECORD_TEXT_MAX),
  entidadade: optionalText(RECORD_TEXT_MAX),
  nifEntidade: optionalNifSchema,
});

/** An invoice, parsed. */
export type FaturaInput = z.infer<typeof faturaSchema>;

/** True when some field of the invoice is filled: only then is it sent and stored (001 §7 "fatura when filled"). */
export function faturaPreenchida(fatura: Readonly<Record<string, unknown>> | null | undefined): boolean {
  if (!fatura) return false;
  return Object.entries(fatura).some(([key, value]) => key !== 'id' && isFilled(value));
}

/**
 * Cross-row rules of a collection: each assay once per disease, and each sample's assays among the
 * collection's (001 §5.3; a server's 400 names the row). Reads values defensively (fields may have failed).
 */
export function checkEnsaiosEAmostras(record: Readonly<Record<string, unknown>>, ctx: z.RefinementCtx): void {
  const ensaios = Array.isArray(record.ensaios) ? record.ensaios : [];
  const seen = new Set<string>();
  const chosen = new Set<number>();
  ensaios.forEach((line: unknown, index) => {
    if (!isObject(line)) return;
    const doenca = numberOrNull(line.doenca);
    const ensaio = numberOrNull(line.ensaioLaboratorial);
    if (ensaio === null) return;
    chosen.add(ensaio);
    const key = `${doenca}|${ensaio}`;
    if (seen.has(key))
      ctx.addIssue({
        code: 'custom',
        path: ['ensaios', index, 'ensaioLaboratorial'],
        message: ENSAIO_REPETIDO_MESSAGE,
      });
    seen.add(key);
  });
  const amostras = Array.isArray(record.amostras) ? record.amostras : [];
  amostras.forEach((amostra: unknown, index) => {
    if (!isObject(amostra) || !Array.isArray(amostra.ensaios)) return;
    if (amostra.ensaios.some((ensaio) => typeof ensaio === 'number' && !chosen.has(ensaio)))
      ctx.addIssue({
        code: 'custom',
        path: ['amostras', index, 'ensaios'],
        message: ENSAIO_FORA_DA_COLHEITA_MESSAGE,
      });
  });
}

/** The validation list of a collection (001 §2.2, §5.2): what it still lacks, after a save attempt. */
export function colheitaPendencias(record: {
  ensaios?: readonly unknown[];
  amostras?: readonly unknown[];
}): string[] {
  return [
    ...((record.ensaios?.length ?? 0) === 0 ? [SEM_ENSAIOS_MESSAGE] : []),
    ...((record.amostras?.length ?? 0) === 0 ? [SEM_AMOSTRAS_MESSAGE] : []),
  ];
}

/**
 * Why a saved collection may not be submitted yet (001 §4 submeter, §5.2), or null: fields in error or no lab
 * assay — 'Antes de submeter terá de completar o registo.'; otherwise no sample — 'Para submeter necessita de
 * adicionar amostras.'. Ours: the missing samples are named only once the rest is complete, so each warning
 * points at one thing to do.
 */
export function colheitaSubmitRefusal(
  record: { ensaios?: readonly unknown[]; amostras?: readonly unknown[] },
  hasFieldErrors: boolean,
): string | null {
  if (hasFieldErrors || (record.ensaios?.length ?? 0) === 0) return SUBMIT_INCOMPLETE_MESSAGE;
  if ((record.amostras?.length ?? 0) === 0) return SUBMETER_SEM_AMOSTRAS_MESSAGE;
  return null;
}

/** Ids of a multiple choice that needs one at least (the wild species). */
export const requiredIds = z
  .array(id, { error: requiredOrInvalid })
  .max(RECORD_IDS_MAX)
  .transform((list) => [...new Set(list)])
  .refine((list) => list.length > 0, { error: REQUIRED_MESSAGE });
