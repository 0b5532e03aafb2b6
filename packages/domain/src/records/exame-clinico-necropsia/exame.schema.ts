import { z } from 'zod';
import { optionalIsoDateSchema } from '../../validation/date-schemas.ts';
import { todayIn, type CalendarDate } from '../../validation/dates.ts';
import { INVALID_VALUE_MESSAGE } from '../../validation/messages.ts';
import { requiredOrInvalid } from '../../validation/zod-messages.ts';
import { RECORD_NOTES_MAX, RECORD_TEXT_MAX } from '../animal-fields.ts';
import {
  ALWAYS,
  addFieldErrors,
  checkDeclaracoesOnce,
  checkImportsOnce,
  declaracaoAnimaisSchema,
  ids,
  localizacaoSchema,
  numberOrNull,
  observacaoAnimalSchema,
  observacaoClinicaGrupoSchema,
  observacaoClinicaIndividualSchema,
  optionalId,
  optionalText,
  requireFilled,
  rows,
  stringOrNull,
} from '../animal-rows.ts';
import {
  animalAbatidoSchema,
  animalCacadoSchema,
  animalEncontradoMortoSchema,
  animalRecolhidoVivoSchema,
} from './exame.rows.ts';
import { sinaisAposExame } from './exame.rules.ts';

/** Domestic or wild (001 §3.4 `tipoAnimal`): chosen at creation, never changed. */
export const EXAME_TIPOS_ANIMAL = ['DOMESTICO', 'SELVAGEM'] as const;
export type ExameTipoAnimal = (typeof EXAME_TIPOS_ANIMAL)[number];

/** How a wild animal came to the exam (custom types SITUACAO_ANIMAL). */
export const SITUACOES_ANIMAL = ['CACADO', 'ENCONTRADO_MORTO', 'ABATIDO', 'RECOLHIDO_VIVO'] as const;
export type SituacaoAnimal = (typeof SITUACOES_ANIMAL)[number];

/** Each situation's own table (001 §2.3); the animal observations go with every situation (ours). */
export const TABELA_DA_SITUACAO = {
  CACADO: 'animaisCacados',
  ENCONTRADO_MORTO: 'animaisEncontradosMortos',
  ABATIDO: 'animaisAbatidos',
  RECOLHIDO_VIVO: 'animaisRecolhidosVivos',
} as const satisfies Record<SituacaoAnimal, string>;

/** The wild tables, each situation's and the observations. */
export const EXAME_TABELAS_SELVAGEM = [...Object.values(TABELA_DA_SITUACAO), 'observacoesAnimais'] as const;

/** The domestic tables (001 §2.3). */
export const EXAME_TABELAS_DOMESTICO = [
  'declaracoesAnimais',
  'observacoesClinicasIndividuais',
  'observacoesClinicasGrupo',
] as const;

/** A traceability or health record found in order or not (001 §2.3 "conform or not"). */
export const CONFORMIDADES = ['CONFORME', 'NAO_CONFORME'] as const;
/** Productive values (001 §2.3 "normal values or deviations"). */
export const VALORES_PRODUTIVOS = ['VALORES_NORMAIS', 'DESVIOS'] as const;

/** The official sections (001 §2.3: shown once the exam has an id and is official). */
export const EXAME_CAMPOS_OFICIAIS = [
  'registosRastreabilidade',
  'observacoesRastreabilidade',
  'registosSaude',
  'desconformidadesRegistoSaude',
  'desconformidades',
  'outrasDesconformidades',
  'registosValoresProdutivos',
  'valoresProdutivos',
  'observacoesDesconformidades',
] as const;

/** The domestic variant's fields (001 §2.3), cleared in a wild exam. */
export const EXAME_CAMPOS_DOMESTICO = [
  'exploracao',
  'medicoVeterinario',
  'contingencia',
  'motivosExames',
  'notificacoesSuspeitasDoencas',
  'data',
  'dataInicioSinaisClinicos',
  'exameOficial',
  ...EXAME_CAMPOS_OFICIAIS,
  ...EXAME_TABELAS_DOMESTICO,
] as const;

/** The wild variant's fields (001 §2.3), cleared in a domestic exam. */
export const EXAME_CAMPOS_SELVAGEM = [
  'situacaoAnimal',
  'programa',
  'dataObservacao',
  'dsavr',
  'responsavelColheita',
  'localizacao',
  'processoCaca',
  'zonaCaca',
  ...EXAME_TABELAS_SELVAGEM,
] as const;

/** The wild header: required in any save (ours, as 001 §5.1 does for the wild collection). */
const SELVAGEM_OBRIGATORIOS = [
  'situacaoAnimal',
  'programa',
  'dataObservacao',
  'dsavr',
  'responsavelColheita',
  'localizacao',
] as const;

/** Save: a draft. Submit: the whole exam (the spec's plus ours). */
export type ExameSchemaMode = 'save' | 'submit';

/** What the schema cannot know by itself: the flags of the exam reasons. */
export interface ExameSchemaOptions {
  /** The flags of the reason with this id; unknown reasons show nothing. Absent: nothing cleared by reason. */
  readonly motivo?: (id: number) => { mostrarDoencas: boolean; mostrarContingencia: boolean } | undefined;
}

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum(values, { error: INVALID_VALUE_MESSAGE })
    .nullish()
    .transform((value) => value ?? null);

/**
 * The create / save payload of a clinical exam (001 §3.4, §5.4, §7; issue 14). The animal type required; dates not
 * after today; the signs not starting after the exam; each declaration category once; the rows' own rules. A
 * domestic official exam needs its date, holding and vet, and once it has an id both records (001 §5.4); a wild
 * exam its header (ours), and for a hunted animal the hunting zone and process. Submit mode also (ours): a
 * domestic exam's date, holding and vet. What the exam does not show is cleared, so nothing hidden is stored:
 * the other variant's fields, the other situations' tables, the linked notifications without a reason that shows
 * diseases, the contingency without one that asks for it, the official sections of an exam not official.
 */
export function exameSchema(
  mode: ExameSchemaMode = 'save',
  today: () => CalendarDate = () => todayIn(new Date()),
  options: ExameSchemaOptions = {},
) {
  const date = optionalIsoDateSchema({ max: today });
  return z.preprocess(
    dropHiddenTables,
    z
      .object({
        id: optionalId,
        version: z.number().int().min(0).nullish(),
        role: z.string().nullish(),
        serie: optionalId,
        tipoAnimal: z.enum(EXAME_TIPOS_ANIMAL, { error: requiredOrInvalid }),
        // Domestic.
        exploracao: optionalText(RECORD_TEXT_MAX),
        medicoVeterinario: optionalId,
        contingencia: optionalText(RECORD_NOTES_MAX),
        motivosExames: ids,
        notificacoesSuspeitasDoencas: ids,
        data: date,
        dataInicioSinaisClinicos: date,
        exameOficial: z
          .boolean({ error: INVALID_VALUE_MESSAGE })
          .nullish()
          .transform((value) => value ?? false),
        registosRastreabilidade: choice(CONFORMIDADES),
        observacoesRastreabilidade: optionalText(RECORD_NOTES_MAX),
        registosSaude: choice(CONFORMIDADES),
        desconformidadesRegistoSaude: ids,
        desconformidades: ids,
        outrasDesconformidades: optionalText(RECORD_NOTES_MAX),
        registosValoresProdutivos: choice(VALORES_PRODUTIVOS),
        valoresProdutivos: optionalText(RECORD_NOTES_MAX),
        observacoesDesconformidades: optionalText(RECORD_NOTES_MAX),
        declaracoesAnimais: rows(declaracaoAnimaisSchema),
        observacoesClinicasIndividuais: rows(observacaoClinicaIndividualSchema),
        observacoesClinicasGrupo: rows(observacaoClinicaGrupoSchema),
        // Wild.
        situacaoAnimal: choice(SITUACOES_ANIMAL),
        programa: optionalId,
        dataObservacao: date,
        dsavr: optionalId,
        responsavelColheita: optionalId,
        localizacao: localizacaoSchema.nullish().transform((point) => point ?? null),
        processoCaca: optionalId,
        zonaCaca: optionalId,
        animaisCacados: rows(animalCacadoSchema),
        animaisAbatidos: rows(animalAbatidoSchema),
        animaisEncontradosMortos: rows(animalEncontradoMortoSchema(today)),
        animaisRecolhidosVivos: rows(animalRecolhidoVivoSchema),
        observacoesAnimais: rows(observacaoAnimalSchema),
      })
      .superRefine((record, ctx) => checkExame(record, ctx, mode), ALWAYS)
      .transform((record) => clearHidden(record, options)),
  );
}

/**
 * The tables the exam does not show, dropped before their rows are checked: a row left in another variant's or
 * another situation's table must not block the save (the form sends none; a client may).
 */
function dropHiddenTables(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const record = { ...(input as Record<string, unknown>) };
  const drop = (tables: readonly string[]) => {
    for (const table of tables) if (table in record) record[table] = [];
  };
  if (record.tipoAnimal === 'DOMESTICO') drop(EXAME_TABELAS_SELVAGEM);
  if (record.tipoAnimal === 'SELVAGEM') {
    drop(EXAME_TABELAS_DOMESTICO);
    const own = TABELA_DA_SITUACAO[record.situacaoAnimal as SituacaoAnimal] as string | undefined;
    drop(Object.values(TABELA_DA_SITUACAO).filter((table) => table !== own));
  }
  return record;
}

/** An exam payload as a form or a client sends it. */
export type ExameDraft = z.input<ReturnType<typeof exameSchema>>;

/** An exam payload, parsed (what the exam does not show cleared). */
export type ExameInput = z.output<ReturnType<typeof exameSchema>>;

type ParsedFields = Readonly<Record<string, unknown>>;

function checkExame(record: ParsedFields, ctx: z.RefinementCtx, mode: ExameSchemaMode): void {
  const required = (field: string) => requireFilled(record, ctx, field);
  if (record.tipoAnimal === 'DOMESTICO') {
    const sinais = sinaisAposExame({
      data: stringOrNull(record.data),
      dataInicioSinaisClinicos: stringOrNull(record.dataInicioSinaisClinicos),
    });
    if (sinais) addFieldErrors(ctx, [sinais]);
    checkDeclaracoesOnce(record.declaracoesAnimais, ctx);
    checkImportsOnce(record, ctx, EXAME_TABELAS_DOMESTICO);
    if (record.exameOficial === true || mode === 'submit')
      for (const field of ['data', 'exploracao', 'medicoVeterinario']) required(field);
    if (record.exameOficial === true && numberOrNull(record.id) !== null) {
      required('registosSaude');
      required('registosRastreabilidade');
    }
  }
  if (record.tipoAnimal === 'SELVAGEM') {
    for (const field of SELVAGEM_OBRIGATORIOS) required(field);
    if (record.situacaoAnimal === 'CACADO') {
      required('zonaCaca');
      required('processoCaca');
    }
  }
}

type Parsed = { tipoAnimal: ExameTipoAnimal; situacaoAnimal: SituacaoAnimal | null } & Record<
  string,
  unknown
>;

function clearHidden<R extends Parsed>(record: R, options: ExameSchemaOptions): R {
  const cleared: Record<string, unknown> = { ...record };
  const clear = (fields: readonly string[]) => {
    for (const field of fields) cleared[field] = Array.isArray(record[field]) ? [] : null;
  };
  if (record.tipoAnimal === 'SELVAGEM') {
    clear(EXAME_CAMPOS_DOMESTICO);
    cleared.exameOficial = false;
    const own = record.situacaoAnimal ? TABELA_DA_SITUACAO[record.situacaoAnimal] : null;
    clear(Object.values(TABELA_DA_SITUACAO).filter((table) => table !== own));
    if (record.situacaoAnimal !== 'CACADO') clear(['zonaCaca', 'processoCaca']);
    return cleared as R;
  }
  clear(EXAME_CAMPOS_SELVAGEM);
  // Without the reasons' flags (the server reads them from the database), their clearing is the caller's.
  if (options.motivo) {
    const flags = (record.motivosExames as number[]).map((motivo) => options.motivo?.(motivo));
    if (!flags.some((f) => f?.mostrarDoencas)) cleared.notificacoesSuspeitasDoencas = [];
    if (!flags.some((f) => f?.mostrarContingencia)) cleared.contingencia = null;
  }
  if (!record.exameOficial || numberOrNull(record.id) === null) clear(EXAME_CAMPOS_OFICIAIS);
  else {
    if (record.registosSaude !== 'NAO_CONFORME') cleared.desconformidadesRegistoSaude = [];
    if (record.registosValoresProdutivos !== 'DESVIOS') cleared.valoresProdutivos = null;
  }
  return cleared as R;
}
