import { z } from 'zod';
import { isoDateSchema } from '../../validation/date-schemas.ts';
import { todayIn, type CalendarDate } from '../../validation/dates.ts';
import { REQUIRED_MESSAGE } from '../../validation/messages.ts';
import { requiredOrInvalid, requiredText } from '../../validation/zod-messages.ts';
import { RECORD_NOTES_MAX, RECORD_TEXT_MAX } from '../animal-fields.ts';
import { ALWAYS, id, isBlank, optionalId, optionalText, rows } from '../animal-rows.ts';
import {
  amostraEnsaiosSchema,
  checkEnsaiosEAmostras,
  colheitaEnsaioSchema,
  positiveCount,
  sequenciaSchema,
  TIPOS_AMOSTRA,
} from '../colheitas.schema.ts';

/**
 * A domestic sample (001 §3.2, §5.2; also the schema of its modal): matrix, animal sub-category and assays
 * required; an individual sample names its animal, a group sample counts its animals (one or more).
 */
export const amostraDomesticaSchema = z
  .object({
    id: optionalId,
    tipoAmostra: z.enum(TIPOS_AMOSTRA, { error: requiredOrInvalid }),
    sequencia: sequenciaSchema,
    identificacaoAnimal: optionalText(RECORD_TEXT_MAX),
    quantidadeAnimais: positiveCount.nullish().transform((value) => value ?? null),
    quantidade: positiveCount.nullish().transform((value) => value ?? null),
    matriz: id,
    ensaios: amostraEnsaiosSchema,
    subCategoriaAnimal: id,
  })
  .superRefine((amostra, ctx) => {
    // Values of failed fields arrive as sent: read defensively.
    if (amostra.tipoAmostra === 'INDIVIDUAL' && isBlank(amostra.identificacaoAnimal))
      ctx.addIssue({ code: 'custom', path: ['identificacaoAnimal'], message: REQUIRED_MESSAGE });
    if (
      amostra.tipoAmostra === 'GRUPO' &&
      (amostra.quantidadeAnimais === null || amostra.quantidadeAnimais === undefined)
    )
      ctx.addIssue({ code: 'custom', path: ['quantidadeAnimais'], message: REQUIRED_MESSAGE });
  }, ALWAYS)
  .transform((amostra) =>
    // What the other kind of sample shows is not kept.
    amostra.tipoAmostra === 'INDIVIDUAL'
      ? { ...amostra, quantidadeAnimais: null }
      : { ...amostra, identificacaoAnimal: null },
  );

/** A domestic sample, parsed. */
export type AmostraDomesticaInput = z.output<typeof amostraDomesticaSchema>;

/**
 * True for a bird species, by its group in the reference data ("Aves de capoeira", "Aves de companhia", "Aves
 * (columbiformes)", "Ratites"): its collection names the holding's flock (001 §2.2 "when the species is Ave").
 */
export function especieDeAve(grupo: string | null | undefined): boolean {
  return /^(aves\b|ratites)/i.test(grupo?.trim() ?? '');
}

/** The most individual samples "add multiple" makes at once. */
export const AMOSTRAS_MULTIPLAS_MAX = 500;

/** Ours: the same animal twice in one "add multiple". */
export const IDENTIFICACAO_REPETIDA_MESSAGE = 'Há identificações repetidas.';

/** The identifications typed in "add multiple": one per line (or separated by commas or semicolons), trimmed. */
export function identificacoesDe(text: string): string[] {
  return text
    .split(/[\n;,]+/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * "Add multiple" individual samples (001 §2.2; the schema of its modal): the animals' identifications, one per
 * line (one at least, none twice, spaces and letter case aside as the duplicate rule reads them), and what every
 * one of the samples shares — matrix, animal sub-category and assays required, quantity.
 */
export const amostrasMultiplasSchema = z.object({
  identificacoes: z
    .string({ error: requiredOrInvalid })
    .transform(identificacoesDe)
    .superRefine((list, ctx) => {
      if (list.length === 0) ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE });
      else if (list.length > AMOSTRAS_MULTIPLAS_MAX)
        ctx.addIssue({ code: 'custom', message: `No máximo ${AMOSTRAS_MULTIPLAS_MAX} de cada vez.` });
      else if (list.some((v) => v.length > RECORD_TEXT_MAX))
        ctx.addIssue({ code: 'custom', message: `No máximo ${RECORD_TEXT_MAX} caracteres por animal.` });
      const keys = list.map((v) => v.replace(/\s+/g, '').toLocaleUpperCase('pt-PT'));
      if (new Set(keys).size < keys.length)
        ctx.addIssue({ code: 'custom', message: IDENTIFICACAO_REPETIDA_MESSAGE });
    }),
  quantidade: positiveCount.nullish().transform((value) => value ?? null),
  matriz: id,
  ensaios: amostraEnsaiosSchema,
  subCategoriaAnimal: id,
});

/** "Add multiple", parsed. */
export type AmostrasMultiplasInput = z.output<typeof amostrasMultiplasSchema>;

/**
 * The create / save payload of a domestic collection (001 §3.2, §5.2, §7): holding (by brand), responsible vet,
 * one species, control type, collection date (not after today), diagnostic laboratory (by code) required; flock,
 * exam reference, observations optional; lab assays and samples, each assay once per disease and each sample's
 * assays among the collection's. Assays and samples may be missing in a draft: the validation list names them.
 * The laboratory's fields are not the requester's (001 §6 REGISTAR_ANALISES): the internal code, like the
 * results, is set by `guardarResultados` only, and one sent here is dropped.
 */
export function colheitaAmostrasSchema(today: () => CalendarDate = () => todayIn(new Date())) {
  return z
    .object({
      id: optionalId,
      version: z.number().int().min(0).nullish(),
      role: z.string().nullish(),
      serie: optionalId,
      exploracao: requiredText().max(RECORD_TEXT_MAX),
      responsavelColheita: id,
      especies: z
        .array(id, { error: requiredOrInvalid })
        .min(1, { error: REQUIRED_MESSAGE })
        // One species per collection (001 §3.2 "list with one id").
        .max(1, { error: 'Indique uma só espécie.' }),
      bando: optionalId,
      tipoControlo: id,
      data: isoDateSchema({ max: today }),
      exameClinicoNecropsia: optionalId,
      laboratorioDiagnostico: requiredText().max(50),
      observacoes: optionalText(RECORD_NOTES_MAX),
      ensaios: rows(colheitaEnsaioSchema),
      amostras: rows(amostraDomesticaSchema),
    })
    .superRefine(checkEnsaiosEAmostras, ALWAYS);
}

/** A domestic collection payload as the form or a client sends it. */
export type ColheitaAmostrasDraft = z.input<ReturnType<typeof colheitaAmostrasSchema>>;

/** A domestic collection payload, parsed. */
export type ColheitaAmostrasInput = z.output<ReturnType<typeof colheitaAmostrasSchema>>;
