import { z } from 'zod';
import { optionalIsoDateSchema } from '../../validation/date-schemas.ts';
import { todayIn, type CalendarDate } from '../../validation/dates.ts';
import {
  INVALID_VALUE_MESSAGE,
  MIN_VALUE_MESSAGE,
  REQUIRED_MESSAGE,
  maxLengthMessage,
} from '../../validation/messages.ts';
import { requiredOrInvalid } from '../../validation/zod-messages.ts';
import { RECORD_TEXT_MAX } from '../animal-fields.ts';
import {
  ALWAYS,
  alteracoesShape,
  checkDestino,
  clearHiddenAlteracoes,
  clearHiddenDestino,
  count,
  destinoShape,
  id,
  numberOrNull,
  optionalCount,
  optionalId,
  requiredBoolean,
} from '../animal-rows.ts';
import { totalCacados } from './exame.rules.ts';

// The rows of a wild exam's own tables (001 §3.4, §5.4; issue 14), each also the schema of its modal: hunted,
// slaughtered, found dead and collected alive animals. Every one names a wild species, its sex and age class.
// The animal observations are the shared `observacaoAnimalSchema`.

/** A count of at least one animal. */
const animals = count.min(1, { error: MIN_VALUE_MESSAGE });

/** Species, sex and age class: what every wild row names (001 §5.4's modals require them). */
const animal = { id: optionalId, especie: id, sexo: id, classeEtaria: id };

/**
 * Hunted animals (001 §3.4 "Animais cacados"): sold, eaten by the hunters and rejected counts; those without
 * abnormal features required. The total is computed (comercio + autoconsumo + rejeitados), whatever was sent.
 */
export const animalCacadoSchema = z
  .object({
    ...animal,
    comercio: optionalCount,
    autoconsumo: optionalCount,
    rejeitados: optionalCount,
    semCaracteristicasAnormais: count,
  })
  .transform((row) => ({ ...row, total: totalCacados(row) }));

/** A hunted-animals row, parsed. */
export type AnimalCacadoInput = z.infer<typeof animalCacadoSchema>;

/**
 * Slaughtered animals (001 §3.4 "Animais abatidos"; required as 001 §5.4): changes, the reason (and method) of the
 * slaughter, how many, and where the carcasses went with the destination's extra.
 */
export const animalAbatidoSchema = z
  .object({
    ...animal,
    ...alteracoesShape,
    metodoAbate: optionalId,
    motivoAbate: id,
    total: animals,
    ...destinoShape,
  })
  .superRefine((row, ctx) => checkDestino(row, ctx), ALWAYS)
  .transform((row) => clearHiddenAlteracoes(clearHiddenDestino(row)));

/** A slaughtered-animals row, parsed. */
export type AnimalAbatidoInput = z.infer<typeof animalAbatidoSchema>;

/**
 * Animals found dead (001 §3.4, §5.4): how many, whether registered in ANIMAS (its occurrence number only then),
 * decomposed, more dead of the same species (how many only then) or of another; the day of death not after
 * today.
 */
export function animalEncontradoMortoSchema(today: () => CalendarDate = () => todayIn(new Date())) {
  return z
    .object({
      ...animal,
      totalEncontradosMortos: animals,
      registadoANIMAS: requiredBoolean,
      ocorrenciaANIMAS: optionalCount,
      cadaverDecomposicao: requiredBoolean,
      mortosMesmaEspecie: requiredBoolean,
      numeroMortosMesmaEspecie: optionalCount,
      mortosOutraEspecie: z
        .boolean({ error: INVALID_VALUE_MESSAGE })
        .nullish()
        .transform((value) => value ?? null),
      dataMorte: optionalIsoDateSchema({ max: today }),
    })
    .superRefine((row, ctx) => {
      if (row.registadoANIMAS === true && numberOrNull(row.ocorrenciaANIMAS) === null)
        ctx.addIssue({ code: 'custom', path: ['ocorrenciaANIMAS'], message: REQUIRED_MESSAGE });
      if (row.mortosMesmaEspecie === true && numberOrNull(row.numeroMortosMesmaEspecie) === null)
        ctx.addIssue({ code: 'custom', path: ['numeroMortosMesmaEspecie'], message: REQUIRED_MESSAGE });
    }, ALWAYS)
    .transform((row) => ({
      ...row,
      ocorrenciaANIMAS: row.registadoANIMAS ? row.ocorrenciaANIMAS : null,
      numeroMortosMesmaEspecie: row.mortosMesmaEspecie ? row.numeroMortosMesmaEspecie : null,
    }));
}

/** A found-dead row, parsed. */
export type AnimalEncontradoMortoInput = z.infer<ReturnType<typeof animalEncontradoMortoSchema>>;

/**
 * Animals collected alive (001 §3.4, §5.4): the clinical exam's finding (EXAME_CLINICO), changes (required when
 * there are), where the animals went (DESTINO_ANIMAL_RECOLHIDO_VIVO), how many and why they were collected.
 */
export const animalRecolhidoVivoSchema = z
  .object({
    ...animal,
    exameClinico: id,
    ...alteracoesShape,
    destino: id,
    total: animals,
    motivoRecolha: z
      .string({ error: requiredOrInvalid })
      .trim()
      .min(1, { error: REQUIRED_MESSAGE })
      .max(RECORD_TEXT_MAX, { error: maxLengthMessage(RECORD_TEXT_MAX) }),
  })
  .superRefine((row, ctx) => {
    if (row.animaisComAlteracoes === true && Array.isArray(row.alteracoes) && row.alteracoes.length === 0)
      ctx.addIssue({ code: 'custom', path: ['alteracoes'], message: REQUIRED_MESSAGE });
  }, ALWAYS)
  .transform(clearHiddenAlteracoes);

/** A collected-alive row, parsed. */
export type AnimalRecolhidoVivoInput = z.infer<typeof animalRecolhidoVivoSchema>;
