import { z } from 'zod';
import { optionalIsoDateSchema } from '../../validation/date-schemas.ts';
import {
  compareDates,
  formatDisplayDate,
  parseIsoDate,
  todayIn,
  type CalendarDate,
} from '../../validation/dates.ts';
import { isValidEmail } from '../../validation/email.ts';
import { INVALID_VALUE_MESSAGE, maxDateMessage, type ValidationFailure } from '../../validation/messages.ts';
import { checkNif } from '../../validation/nif.ts';
import { failureIssue, requiredOrInvalid } from '../../validation/zod-messages.ts';
import {
  CONCLUSOES_SUSPEITA,
  IDENTIFICACOES_ANIMAL,
  NOTIFICACAO_ANCHOR_BY_TIPO,
  NOTIFICACAO_FIELDS_BY_TIPO,
  NOTIFICACAO_LAB_FIELDS,
  NOTIFICACAO_NOTES_MAX,
  NOTIFICACAO_TEXT_MAX,
  NOTIFICACAO_VARIANT_FIELDS,
  ORDENS_FOCO,
  TIPOS_ANIMAL,
  checkTransponder,
  isChildList,
  isTipoAnimal,
  isValidTelefone,
  type ConclusaoSuspeita,
  type NotificacaoVariantField,
  type OrdemFoco,
  type TipoAnimal,
} from './notificacao.fields.ts';
import {
  ALWAYS,
  addFieldErrors,
  checkDeclaracoesOnce,
  requireFilled,
  declaracaoAnimaisSchema,
  id,
  ids,
  localizacaoSchema,
  numberOrNull,
  observacaoAnimalSchema,
  observacaoClinicaGrupoSchema,
  observacaoClinicaIndividualSchema,
  optionalId,
  optionalText,
  requiredBoolean,
  rows,
  stringOrNull,
} from '../animal-rows.ts';
import { outroMotivoErrors } from './notificacao.rules.ts';

/** Save: what a draft needs (spec 002 §5). Submit: the whole record (spec 002 §5 plus ours). */
export type NotificacaoSchemaMode = 'save' | 'submit';

/** What the schema cannot know by itself. */
export interface NotificacaoSchemaOptions {
  /** Whether the reason with this id asks for free text (`requerObservacao`); unknown reasons ask for none. */
  readonly motivoRequerObservacao?: (motivoId: number) => boolean;
}

/**
 * The create / save payload of a notification (spec 002 §3, §7). Both modes: animal type, lab test done and
 * notifier required (002 §5); dates not after today; signs not starting after the observation; a point in
 * Portugal; the variant's formats (transponder, phone, e-mail, NIF); the 001 §5.4 counts and one declaration per
 * category; a chosen conclusion's reason and order. Submit mode also (ours): observation date, a disease, the
 * location, the variant's anchor ({@link NOTIFICACAO_ANCHOR_BY_TIPO}), the result date when tested, and the code
 * or name the identification names. Fields of other animal types, lab fields without a test and the other
 * conclusion's fields are cleared. `version` is the optimistic-locking token of a save.
 */
export function notificacaoSchema(
  mode: NotificacaoSchemaMode = 'save',
  today: () => CalendarDate = () => todayIn(new Date()),
  options: NotificacaoSchemaOptions = {},
) {
  const date = optionalIsoDateSchema({ max: today });
  return z
    .object({
      id: optionalId,
      version: z.number().int().min(0).nullish(),
      role: z.string().nullish(),
      serie: optionalId,
      tipoAnimal: z.enum(TIPOS_ANIMAL, { error: requiredOrInvalid }),
      localizacao: localizacaoSchema.nullish().transform((point) => point ?? null),
      responsavelNotificacao: id,
      dataObservacao: date,
      dataInicioSinaisClinicos: date,
      doencas: ids,
      realizadoTesteLaboratorial: requiredBoolean,
      dataTesteLaboratorial: date,
      ensaiosLaboratoriais: ids,
      resultadosNegativos: optionalText(NOTIFICACAO_NOTES_MAX),
      identificacao: z
        .enum(IDENTIFICACOES_ANIMAL, { error: INVALID_VALUE_MESSAGE })
        .nullish()
        .transform((value) => value ?? null),
      numeroIdentificacao: optionalText(NOTIFICACAO_TEXT_MAX),
      nomeAnimal: optionalText(NOTIFICACAO_TEXT_MAX),
      nomeDetentor: optionalText(NOTIFICACAO_TEXT_MAX),
      moradaDetentor: optionalText(NOTIFICACAO_TEXT_MAX),
      telefone: optionalText(NOTIFICACAO_TEXT_MAX),
      email: optionalText(NOTIFICACAO_TEXT_MAX),
      nif: optionalText(NOTIFICACAO_TEXT_MAX),
      nomeEncontradoPor: optionalText(NOTIFICACAO_TEXT_MAX),
      moradaEncontradoPor: optionalText(NOTIFICACAO_TEXT_MAX),
      especie: optionalId,
      exploracao: optionalText(NOTIFICACAO_TEXT_MAX),
      infraestrutura: optionalId,
      dsavr: optionalId,
      programa: optionalId,
      declaracoesAnimais: rows(declaracaoAnimaisSchema),
      observacoesClinicasIndividuais: rows(observacaoClinicaIndividualSchema),
      observacoesClinicasGrupo: rows(observacaoClinicaGrupoSchema),
      observacoesAnimais: rows(observacaoAnimalSchema),
      conclusaoSuspeita: z
        .enum(CONCLUSOES_SUSPEITA, { error: INVALID_VALUE_MESSAGE })
        .nullish()
        .transform((value) => value ?? null),
      motivoConfirmacao: optionalId,
      outroMotivoConfirmacao: optionalText(NOTIFICACAO_NOTES_MAX),
      ordemFoco: z
        .enum(ORDENS_FOCO, { error: INVALID_VALUE_MESSAGE })
        .nullish()
        .transform((value) => value ?? null),
      focoPrimario: optionalId,
      doencasConfirmadas: ids,
      motivoNaoConfirmacao: optionalId,
      outroMotivoNaoConfirmacao: optionalText(NOTIFICACAO_NOTES_MAX),
    })
    .superRefine((record, ctx) => checkRecord(record, ctx, mode, options), ALWAYS)
    .transform(clearHidden);
}

/** A notification payload as a form or a client sends it. */
export type NotificacaoDraft = z.input<ReturnType<typeof notificacaoSchema>>;

/** A notification payload, parsed (other types' fields cleared). */
export type NotificacaoInput = z.output<ReturnType<typeof notificacaoSchema>>;

type ParsedFields = Readonly<Record<string, unknown>>;

function checkRecord(
  record: ParsedFields,
  ctx: z.RefinementCtx,
  mode: NotificacaoSchemaMode,
  options: NotificacaoSchemaOptions,
): void {
  const tipo = isTipoAnimal(record.tipoAnimal) ? record.tipoAnimal : null;
  const has = (field: NotificacaoVariantField) =>
    tipo !== null && NOTIFICACAO_FIELDS_BY_TIPO[tipo].includes(field);
  const fail = (path: (string | number)[], failure: ValidationFailure, input: unknown) =>
    ctx.addIssue({ ...failureIssue(failure, input), path });

  // Formats, for the fields the animal type has (a stale hidden value must not block the form).
  const transponder = stringOrNull(record.numeroIdentificacao);
  if (has('numeroIdentificacao') && record.identificacao === 'TRANSPONDER' && transponder !== null) {
    const failure = checkTransponder(transponder);
    if (failure) fail(['numeroIdentificacao'], failure, transponder);
  }
  const telefone = stringOrNull(record.telefone);
  if (has('telefone') && telefone !== null && !isValidTelefone(telefone))
    fail(['telefone'], { kind: 'pattern' }, telefone);
  const email = stringOrNull(record.email);
  if (has('email') && email !== null && !isValidEmail(email)) fail(['email'], { kind: 'email' }, email);
  const nif = stringOrNull(record.nif);
  const nifFailure = has('nif') && nif !== null ? checkNif(nif) : null;
  if (nifFailure) fail(['nif'], nifFailure, nif);

  // The signs start no later than the observation (issue 12).
  const observacao = parseIsoDate(stringOrNull(record.dataObservacao) ?? '');
  const inicioSinais = parseIsoDate(stringOrNull(record.dataInicioSinaisClinicos) ?? '');
  if (observacao && inicioSinais && compareDates(inicioSinais, observacao) > 0)
    ctx.addIssue({
      code: 'custom',
      path: ['dataInicioSinaisClinicos'],
      message: maxDateMessage(formatDisplayDate(observacao)),
    });

  // Each declaration category once (spec 002 §5).
  if (has('declaracoesAnimais')) checkDeclaracoesOnce(record.declaracoesAnimais, ctx);

  checkConclusao(record, ctx, options);
  if (mode === 'submit') checkSubmit(record, ctx, tipo);
}

function checkConclusao(record: ParsedFields, ctx: z.RefinementCtx, options: NotificacaoSchemaOptions): void {
  const required = (field: string) => requireFilled(record, ctx, field);
  const conclusao = record.conclusaoSuspeita;
  if (conclusao !== 'CONFIRMADO' && conclusao !== 'NAO_CONFIRMADO') return;
  const motivo = numberOrNull(
    conclusao === 'CONFIRMADO' ? record.motivoConfirmacao : record.motivoNaoConfirmacao,
  );
  if (conclusao === 'CONFIRMADO') {
    required('motivoConfirmacao');
    required('ordemFoco');
    const focoPrimario = numberOrNull(record.focoPrimario);
    // A notification is not its own primary outbreak; that the primary exists is the server's check.
    if (
      record.ordemFoco === 'SECUNDARIO' &&
      focoPrimario !== null &&
      focoPrimario === numberOrNull(record.id)
    )
      ctx.addIssue({ code: 'custom', path: ['focoPrimario'], message: INVALID_VALUE_MESSAGE });
    const suspeitas = new Set(Array.isArray(record.doencas) ? record.doencas : []);
    const confirmadas = Array.isArray(record.doencasConfirmadas) ? record.doencasConfirmadas : [];
    if (confirmadas.some((doenca) => !suspeitas.has(doenca)))
      ctx.addIssue({ code: 'custom', path: ['doencasConfirmadas'], message: INVALID_VALUE_MESSAGE });
  } else {
    required('motivoNaoConfirmacao');
  }
  const requer = motivo !== null && options.motivoRequerObservacao?.(motivo) === true;
  addFieldErrors(
    ctx,
    outroMotivoErrors(
      {
        conclusaoSuspeita: conclusao,
        outroMotivoConfirmacao: stringOrNull(record.outroMotivoConfirmacao),
        outroMotivoNaoConfirmacao: stringOrNull(record.outroMotivoNaoConfirmacao),
      },
      requer,
    ),
  );
}

function checkSubmit(record: ParsedFields, ctx: z.RefinementCtx, tipo: TipoAnimal | null): void {
  const required = (field: string) => requireFilled(record, ctx, field);
  required('dataObservacao');
  required('doencas');
  required('localizacao');
  if (record.realizadoTesteLaboratorial === true) required('dataTesteLaboratorial');
  if (tipo === null) return;
  required(NOTIFICACAO_ANCHOR_BY_TIPO[tipo]);
  if (tipo === 'DOM_COMPANHIA' && record.identificacao === 'TRANSPONDER') required('numeroIdentificacao');
  if (tipo === 'DOM_COMPANHIA' && record.identificacao === 'NOME') required('nomeAnimal');
}

type ParsedRecord = {
  tipoAnimal: TipoAnimal;
  realizadoTesteLaboratorial: boolean;
  conclusaoSuspeita: ConclusaoSuspeita | null;
  ordemFoco: OrdemFoco | null;
} & { [K in NotificacaoVariantField]: unknown };

/** Clears what the record's type, lab answer and conclusion do not show, so nothing hidden is stored. */
function clearHidden<R extends ParsedRecord>(record: R): R {
  const cleared: Record<string, unknown> = { ...record };
  const kept = new Set<string>(NOTIFICACAO_FIELDS_BY_TIPO[record.tipoAnimal]);
  for (const field of NOTIFICACAO_VARIANT_FIELDS)
    if (!kept.has(field)) cleared[field] = isChildList(field) ? [] : null;
  if (!record.realizadoTesteLaboratorial)
    for (const field of NOTIFICACAO_LAB_FIELDS) cleared[field] = field === 'ensaiosLaboratoriais' ? [] : null;
  if (record.conclusaoSuspeita !== 'CONFIRMADO')
    Object.assign(cleared, {
      motivoConfirmacao: null,
      outroMotivoConfirmacao: null,
      ordemFoco: null,
      focoPrimario: null,
      doencasConfirmadas: [],
    });
  if (record.conclusaoSuspeita === 'CONFIRMADO' && record.ordemFoco !== 'SECUNDARIO')
    cleared.focoPrimario = null;
  if (record.conclusaoSuspeita !== 'NAO_CONFIRMADO')
    Object.assign(cleared, { motivoNaoConfirmacao: null, outroMotivoNaoConfirmacao: null });
  return cleared as R;
}
