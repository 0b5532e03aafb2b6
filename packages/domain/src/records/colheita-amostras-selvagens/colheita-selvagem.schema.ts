import { z } from 'zod';
import { isoDateSchema } from '../../validation/date-schemas.ts';
import { todayIn, type CalendarDate } from '../../validation/dates.ts';
import { REQUIRED_MESSAGE } from '../../validation/messages.ts';
import { RECORD_TEXT_MAX } from '../animal-fields.ts';
import { ALWAYS, id, localizacaoSchema, optionalId, optionalText, rows } from '../animal-rows.ts';
import {
  amostraEnsaiosSchema,
  checkEnsaiosEAmostras,
  colheitaEnsaioSchema,
  faturaPreenchida,
  faturaSchema,
  positiveCount,
  requiredIds,
  sequenciaSchema,
} from '../colheitas.schema.ts';

/**
 * A wild sample (001 §3.1, §5.1; also the schema of its modal): species, sex, age class, matrix, assays and
 * preservation method required; the animal's identification optional.
 */
export const amostraSelvagemSchema = z.object({
  id: optionalId,
  sequencia: sequenciaSchema,
  especies: requiredIds,
  sexo: id,
  classeEtaria: id,
  matriz: id,
  ensaios: amostraEnsaiosSchema,
  metodoConservacao: id,
  identificacaoAnimal: optionalText(RECORD_TEXT_MAX),
});

/** A wild sample, parsed. */
export type AmostraSelvagemInput = z.output<typeof amostraSelvagemSchema>;

/** What the schema cannot know by itself: which situation is a hunted animal's. */
export interface ColheitaSelvagemSchemaOptions {
  /** True for the id of the "Caçado" situation; absent: the hunting fields are never required. */
  readonly cacado?: (situacao: number) => boolean;
  readonly today?: () => CalendarDate;
}

/** The hunting fields a hunted animal's collection needs (001 §3.1, §5.1). */
const CAMPOS_CACA = ['processoCaca', 'zonaCaca'] as const;

/**
 * The hunting fields a collection lacks (ours: 001 marks them as required, the exam asks them of hunted animals
 * only): none unless its situation is the hunted one (`cacado`, which the server knows by its code CACADO). Reads
 * values defensively (fields may have failed); the server runs it again once it knows the id.
 */
export function camposCacaEmFalta(
  record: Readonly<Record<string, unknown>>,
  cacado: ((situacao: number) => boolean) | undefined,
): (typeof CAMPOS_CACA)[number][] {
  const situacao = typeof record.situacao === 'number' ? record.situacao : null;
  if (situacao === null || !cacado?.(situacao)) return [];
  return CAMPOS_CACA.filter((field) => record[field] === null || record[field] === undefined);
}

/**
 * The create / save payload of a wild collection (001 §3.1, §5.1, §7): date (not after today), programme,
 * situation, species (one at least), DSAVR, responsible, control type and the location required (001 §5.1); for
 * a hunted animal also the hunting process and zone (ours: 001 marks them as required, the exam asks them of
 * hunted animals only). Diagnostic laboratory, exam reference and sample total optional; the invoice kept only
 * when filled, its NIF checked. Each assay once per disease; each sample's assays among the collection's. The
 * internal code is the laboratory's (001 §6 REGISTAR_ANALISES), set by `guardarResultados` only, like the
 * results: one sent here is dropped.
 */
export function colheitaSelvagemSchema(options: ColheitaSelvagemSchemaOptions = {}) {
  const today = options.today ?? (() => todayIn(new Date()));
  return z
    .object({
      id: optionalId,
      version: z.number().int().min(0).nullish(),
      role: z.string().nullish(),
      serie: optionalId,
      data: isoDateSchema({ max: today }),
      programa: id,
      situacao: id,
      especies: requiredIds,
      processoCaca: optionalId,
      zonaCaca: optionalId,
      // A count: one or more when given (issue 16 "Bad input": counts ≤ 0 refused).
      totalAmostras: positiveCount.nullish().transform((value) => value ?? null),
      exameClinicoNecropsia: optionalId,
      dsavr: id,
      responsavelColheita: id,
      tipoControlo: id,
      laboratorioDiagnostico: optionalText(50),
      localizacao: localizacaoSchema,
      fatura: faturaSchema
        .nullish()
        .transform((fatura) => (fatura && faturaPreenchida(fatura) ? fatura : null)),
      ensaios: rows(colheitaEnsaioSchema),
      amostras: rows(amostraSelvagemSchema),
    })
    .superRefine((record, ctx) => {
      checkEnsaiosEAmostras(record, ctx);
      for (const field of camposCacaEmFalta(record, options.cacado))
        ctx.addIssue({ code: 'custom', path: [field], message: REQUIRED_MESSAGE });
    }, ALWAYS);
}

/** A wild collection payload as the form or a client sends it. */
export type ColheitaSelvagemDraft = z.input<ReturnType<typeof colheitaSelvagemSchema>>;

/** A wild collection payload, parsed. */
export type ColheitaSelvagemInput = z.output<ReturnType<typeof colheitaSelvagemSchema>>;
