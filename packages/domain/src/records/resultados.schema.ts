import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../validation/messages.ts';
import { RECORD_NOTES_MAX, RECORD_TEXT_MAX } from './animal-fields.ts';
import { ALWAYS, id, isBlank, optionalId, optionalText, rows } from './animal-rows.ts';

// The laboratory's results of a collection (001 §3.3, §4 guardarResultados and submeterAnalise; issue 16): one
// per sample and assay, opened empty by the reception and filled by the laboratory. Shared by the domestic and
// the wild collection (and, later, the entomological one).

/** The toast of a results submission with no result or an empty one (001 §5.3, §8, verbatim). */
export const RESULTADOS_INCOMPLETOS_MESSAGE = 'Antes de submeter terá de completar o registo de resultados.';

/** Ours: a result whose value is not of its result type (a number for NUMERICO, a value of its list for LISTA). */
export const VALOR_INVALIDO_MESSAGE = 'O valor não corresponde ao tipo de resultado do ensaio.';

/** Ours: a result of a pair (sample, assay) the collection does not have. */
export const RESULTADO_DESCONHECIDO_MESSAGE = 'Resultado desconhecido nesta colheita.';

/**
 * The list values that call for a typing (001 §5.3 names 'Positivo'; ours: the positive value of each list of the
 * reference data — a molecular 'Detetado' and a culture's 'Isolado' are the positives of their assays).
 */
export const VALORES_POSITIVOS: readonly string[] = ['Positivo', 'Detetado', 'Isolado'];

/** What the result modal shows over the typing fields when a positive calls for them (001 §2 result modal). */
export const SEROTIPIFICACAO_MESSAGE =
  'O resultado selecionado requer o envio do controlo para serotipificação';

/**
 * True when a result must name a typing assay and its result (001 §5.3): its assay requires typing and the list
 * value chosen is a positive one.
 */
export function tipificacaoRequerida(requerTipificacao: boolean, valorDaLista: string | null): boolean {
  return requerTipificacao && valorDaLista !== null && VALORES_POSITIVOS.includes(valorDaLista);
}

/** The most measurements a composite result type names (the reference data's IDT has two). */
export const MEDICOES_MAX = 10;

/** The most values a repeatable result (`_LISTA`) holds. */
export const VALORES_REPETIDOS_MAX = 10;

/**
 * One result (001 §3.3): the pair it answers (sample, assay, fixed by the reception), the value — `valor` for a
 * numeric or text type, `listaValores` (an id of the type's value list) for a list type, with the optional number
 * of a list type that has one (a PCR's Ct) in `valor` — observations, and the typing assay and its result when a
 * typing is required. Composite (001 §3.3 COMPOSTO; ours, after the reference data): the measurements of a type
 * that names some (`camposNumericos`: the IDT's skin-fold thickness on day 0 and at 72 h), in its order; and
 * "não analisável" (a sample that could not be analysed, for a type that allows it), which counts as a result.
 * A repeatable type's values (`_LISTA`) are in `medicoes` too, in their order.
 * The server checks the value against the type.
 */
export const resultadoSchema = z.object({
  id: optionalId,
  amostra: id,
  ensaio: id,
  tipoResultado: optionalId,
  valor: optionalText(RECORD_TEXT_MAX),
  listaValores: optionalId,
  medicoes: z
    .array(optionalText(RECORD_TEXT_MAX))
    .max(Math.max(MEDICOES_MAX, VALORES_REPETIDOS_MAX))
    .nullish()
    .transform((list) => list ?? []),
  naoAnalisavel: z
    .boolean()
    .nullish()
    .transform((flag) => flag === true),
  observacoesResultado: optionalText(RECORD_NOTES_MAX),
  ensaioTipificacao: optionalId,
  resultadoTipificacao: optionalText(RECORD_TEXT_MAX),
});

/** A result, parsed. */
export type ResultadoInput = z.output<typeof resultadoSchema>;

/**
 * The value types a result type may have (001 §3.3): a value of its list, a number, a text, or yes/no (BOOLEAN,
 * shown "Sim"/"Não"); and the repeatable ones (`_LISTA`: several numbers, texts or yes/no, e.g. the readings of
 * one assay at several dilutions), kept in `medicoes`. The composite is the measured numbers a type names
 * (`camposNumericos`); COMPOSTO_LISTA and DEFAULT are not offered (docs/decisions.md).
 */
export const TIPOS_VALOR = [
  'LISTA',
  'NUMERICO',
  'TEXTO',
  'BOOLEAN',
  'NUMERICO_LISTA',
  'TEXTO_LISTA',
  'BOOLEAN_LISTA',
] as const;

/** One of {@link TIPOS_VALOR}. */
export type TipoValor = (typeof TIPOS_VALOR)[number];

/** How each value type is named in Gerir. */
export const TIPOS_VALOR_LABELS: Record<TipoValor, string> = {
  LISTA: 'Lista de valores',
  NUMERICO: 'Numérico',
  TEXTO: 'Texto',
  BOOLEAN: 'Sim/Não',
  NUMERICO_LISTA: 'Numérico (vários valores)',
  TEXTO_LISTA: 'Texto (vários valores)',
  BOOLEAN_LISTA: 'Sim/Não (vários valores)',
};

/** The type each value of a repeatable type (`_LISTA`) has; null for a type whose value is one. */
export function tipoRepetido(tipoValor: string | null | undefined): 'NUMERICO' | 'TEXTO' | 'BOOLEAN' | null {
  const match = /^(NUMERICO|TEXTO|BOOLEAN)_LISTA$/.exec(tipoValor ?? '');
  return match ? (match[1] as 'NUMERICO' | 'TEXTO' | 'BOOLEAN') : null;
}

/** A BOOLEAN result's value as stored (`valor`) and as shown (001 §3.3: Sim/Não). */
export const VALORES_BOOLEANOS = [
  { value: 'true', label: 'Sim' },
  { value: 'false', label: 'Não' },
] as const;

/** The text a BOOLEAN value shows ("Sim"/"Não"); any other value as it is. */
export function valorBooleanoTexto(valor: string): string {
  return VALORES_BOOLEANOS.find((v) => v.value === valor)?.label ?? valor;
}

/** A number as a laboratory writes it: digits, an optional sign and decimal part (point or comma). */
const NUMERO = /^[-+]?\d+([.,]\d+)?$/;

/** True when `valor` is a number as a laboratory writes it (or absent). */
export function numeroValido(valor: string | null | undefined): boolean {
  return valor === null || valor === undefined || NUMERO.test(valor.trim());
}

/**
 * True when `valor` may be the value of a result of type `tipoValor`: a number for NUMERICO, `true`/`false` for
 * BOOLEAN, and for a list type with an optional number (`numerico`, a PCR's Ct) that number.
 */
export function valorDoTipo(
  tipoValor: string | null | undefined,
  valor: string | null,
  numerico = false,
): boolean {
  if (tipoValor === 'BOOLEAN')
    return valor === null || valor === '' || VALORES_BOOLEANOS.some((v) => v.value === valor);
  return (tipoValor !== 'NUMERICO' && !numerico) || numeroValido(valor);
}

/** What a result type asks besides its value (the reference data's `camposNumericos`, `valorNumericoOpcional`). */
export interface TipoResultadoComposto {
  tipoValor: string | null;
  /** The measurements it names, in order. */
  camposNumericos?: readonly unknown[] | null;
  /** Its list value may carry a number (`valor`). */
  valorNumericoOpcional?: unknown;
  permiteNaoAnalisavel?: boolean | null;
}

/** Ours: "não analisável" on a result type that does not allow it. */
export const NAO_ANALISAVEL_RECUSADO_MESSAGE = 'Este tipo de resultado não admite "não analisável".';

/**
 * The problems of a result's value against its type (001 §3.3; issue 16 "Bad input"), as `[field, message]`: a
 * number where the type asks one, a repeatable type's values each of the type it repeats (and no single value), at most the measurements it names and each a number, "não analisável" only
 * where the type allows it. A result "não analisável" carries no value (the callers clear it).
 */
export function problemasDoValor(
  tipo: TipoResultadoComposto,
  resultado: Pick<ResultadoInput, 'valor' | 'medicoes' | 'naoAnalisavel'>,
): [string, string][] {
  if (resultado.naoAnalisavel)
    return tipo.permiteNaoAnalisavel === true ? [] : [['naoAnalisavel', NAO_ANALISAVEL_RECUSADO_MESSAGE]];
  const problemas: [string, string][] = [];
  const repetido = tipoRepetido(tipo.tipoValor);
  if (repetido) {
    // Its values are the repeated ones, each of the type it repeats; no single value beside them.
    if (!isBlank(resultado.valor)) problemas.push(['valor', VALOR_INVALIDO_MESSAGE]);
    resultado.medicoes.forEach((valor, index) => {
      if (index >= VALORES_REPETIDOS_MAX || (valor !== null && !valorDoTipo(repetido, valor)))
        problemas.push([`medicoes.${index}`, VALOR_INVALIDO_MESSAGE]);
    });
    return problemas;
  }
  if (!valorDoTipo(tipo.tipoValor, resultado.valor, Boolean(tipo.valorNumericoOpcional)))
    problemas.push(['valor', VALOR_INVALIDO_MESSAGE]);
  const campos = tipo.camposNumericos?.length ?? 0;
  resultado.medicoes.forEach((medicao, index) => {
    if (index >= campos || !numeroValido(medicao))
      problemas.push([`medicoes.${index}`, VALOR_INVALIDO_MESSAGE]);
  });
  return problemas;
}

/** A result "não analisável" keeps no value, list value, measurement or typing. */
export function semValorSeNaoAnalisavel<R extends ResultadoInput>(resultado: R): R {
  return resultado.naoAnalisavel
    ? {
        ...resultado,
        valor: null,
        listaValores: null,
        medicoes: [],
        ensaioTipificacao: null,
        resultadoTipificacao: null,
      }
    : resultado;
}

/**
 * A result with what its type and assay ask (001 §5.3; the result modal's schema): its value against its type
 * ({@link problemasDoValor}), and the typing assay and its result when `pedeTipificacao` says the value calls for
 * one. The server checks the same against the reference data.
 */
export function resultadoDoEnsaioSchema(
  tipo: TipoResultadoComposto,
  pedeTipificacao: (resultado: ResultadoInput) => boolean,
) {
  return resultadoSchema.superRefine((resultado, ctx) => {
    for (const [field, message] of problemasDoValor(tipo, resultado))
      ctx.addIssue({
        code: 'custom',
        path: field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
        message,
      });
    if (resultado.naoAnalisavel || !pedeTipificacao(resultado)) return;
    if (resultado.ensaioTipificacao === null)
      ctx.addIssue({ code: 'custom', path: ['ensaioTipificacao'], message: REQUIRED_MESSAGE });
    if (resultado.resultadoTipificacao === null)
      ctx.addIssue({ code: 'custom', path: ['resultadoTipificacao'], message: REQUIRED_MESSAGE });
  });
}

/** What the empty-result rule reads of a result. */
export interface ResultadoPreenchido {
  valor?: string | null;
  listaValores?: number | null | { id: number };
  medicoes?: readonly (string | null)[] | null;
  naoAnalisavel?: boolean | null;
}

/**
 * A result is empty while it has neither a value nor a list value (001 §4 submeterAnalise) — nor, ours, a
 * repeated value or measurement; one "não analisável" is a result (ours).
 */
export function resultadoVazio(resultado: ResultadoPreenchido): boolean {
  return (
    resultado.naoAnalisavel !== true &&
    isBlank(resultado.valor) &&
    (resultado.listaValores === null || resultado.listaValores === undefined) &&
    (resultado.medicoes ?? []).every((medicao) => isBlank(medicao))
  );
}

/** The refusal of a results submission (001 §4, §5.3), or null: at least one result, none empty. */
export function resultadosSubmitRefusal(resultados: readonly ResultadoPreenchido[]): string | null {
  return resultados.length === 0 || resultados.some(resultadoVazio) ? RESULTADOS_INCOMPLETOS_MESSAGE : null;
}

/**
 * The body of `PATCH {entity}/{id}/guardarResultados` (001 §7): the laboratory's internal code (required while
 * the collection is EM_ANALISE, 001 §5.1, §5.2) and the results. A result names its pair; one sent twice is
 * refused.
 */
export function guardarResultadosSchema(codigoInternoObrigatorio: boolean) {
  return z
    .object({
      id: optionalId,
      version: z.number().int().min(0).nullish(),
      role: z.string().nullish(),
      codigoInternoLaboratorio: optionalText(RECORD_TEXT_MAX),
      resultados: rows(resultadoSchema),
    })
    .superRefine((body, ctx) => {
      if (codigoInternoObrigatorio && isBlank(body.codigoInternoLaboratorio))
        ctx.addIssue({ code: 'custom', path: ['codigoInternoLaboratorio'], message: REQUIRED_MESSAGE });
      const seen = new Set<string>();
      (Array.isArray(body.resultados) ? body.resultados : []).forEach((resultado, index) => {
        const key = `${resultado.amostra}|${resultado.ensaio}`;
        if (seen.has(key))
          ctx.addIssue({
            code: 'custom',
            path: ['resultados', index, 'ensaio'],
            message: RESULTADO_REPETIDO_MESSAGE,
          });
        seen.add(key);
      });
    }, ALWAYS);
}

/** Ours: two results of one sample and assay. */
export const RESULTADO_REPETIDO_MESSAGE = 'Este ensaio já tem resultado para esta amostra.';

/** A results body, parsed. */
export type GuardarResultadosInput = z.output<ReturnType<typeof guardarResultadosSchema>>;
