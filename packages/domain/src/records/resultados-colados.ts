import { normalizarBusca } from '../validation/normalizar-busca.ts';
import {
  NAO_ANALISAVEL_RECUSADO_MESSAGE,
  problemasDoValor,
  RESULTADO_DESCONHECIDO_MESSAGE,
  RESULTADO_REPETIDO_MESSAGE,
  tipificacaoRequerida,
  tipoRepetido,
  VALOR_INVALIDO_MESSAGE,
  VALORES_BOOLEANOS,
  type TipoResultadoComposto,
} from './resultados.schema.ts';

// Results pasted from a spreadsheet (issue 16 "Beyond the spec"): a laboratory keeps its bench results in a sheet
// and copies the rows into the collection's results at once, instead of opening one modal per sample and assay.
// The rows are read here, each with its errors, for a preview; they go into the form only when none has an
// error (whole, never in part), and the laboratory's Guardar saves them in one transaction like any other edit.
//
// The columns, in order (what the preview's help names): sample (its `sequencia`, "I-0001"), assay (its name or
// code), result (a value of the type's list, a number or a text — a repeatable type's values separated by ";" —
// or "Não analisável"), numbers (the type's
// measurements or its list value's number, a PCR's Ct, separated by ";"), observations. A first row naming the
// columns ("Amostra") is skipped; trailing columns may be left out.

/** A value of a result type's list. */
export interface ValorColavel {
  id: number;
  nome: string;
}

/** A result the paste may fill: its pair as the laboratory names it, and what its type takes. */
export interface ResultadoColavel {
  amostra: string;
  ensaio: { nome: string; codigo: string | null; requerTipificacao: boolean };
  tipo: TipoResultadoComposto & { listaValores?: readonly ValorColavel[] | null };
}

/** What a pasted row gives its result. */
export interface ValoresColados {
  valor: string;
  listaValores: ValorColavel | null;
  medicoes: string[];
  naoAnalisavel: boolean;
  /** Null when the row left it blank: the result keeps its observations. */
  observacoes: string | null;
}

/** One pasted row: where it was, the result it fills (the index in the results given) and its values, or errors. */
export interface LinhaColada {
  /** Its line in the pasted text, from 1. */
  linha: number;
  amostra: string;
  ensaio: string;
  resultado: string;
  indice: number | null;
  valores: ValoresColados | null;
  erros: string[];
}

/** Ours: a pasted row without its sample, assay or result. */
export const LINHA_INCOMPLETA_MESSAGE = 'Indique a amostra, o ensaio e o resultado.';

/** Ours: a pasted positive that needs a typing, which only the result's own form records. */
export const TIPIFICACAO_NO_FORMULARIO_MESSAGE =
  'Este resultado requer tipificação: registe-o no formulário do resultado.';

/** The result cell that says the sample could not be analysed. */
const NAO_ANALISAVEL = normalizarBusca('Não analisável');

/** A spreadsheet's rows as the clipboard carries them: lines of tab-separated cells. */
function celulasDe(texto: string): { linha: number; celulas: string[] }[] {
  return texto
    .split(/\r\n|\n|\r/)
    .map((linha, index) => ({ linha: index + 1, celulas: linha.split('\t').map((celula) => celula.trim()) }))
    .filter(({ celulas }) => celulas.some((celula) => celula !== ''));
}

/** "Sim"/"Não" as typed (accents and case aside) as stored; anything else as it is, for the check to refuse. */
function simNaoDe(texto: string): string {
  return VALORES_BOOLEANOS.find((v) => normalizarBusca(v.label) === normalizarBusca(texto))?.value ?? texto;
}

/** Reads one row's values against its result's type: the values, or the errors. */
function valoresDaLinha(
  alvo: ResultadoColavel,
  resultado: string,
  numeros: string,
  observacoes: string,
): { valores: ValoresColados | null; erros: string[] } {
  const medicoesOuNumero = numeros === '' ? [] : numeros.split(';').map((numero) => numero.trim());
  const base = { observacoes: observacoes === '' ? null : observacoes };
  if (normalizarBusca(resultado) === NAO_ANALISAVEL) {
    const erros = alvo.tipo.permiteNaoAnalisavel === true ? [] : [NAO_ANALISAVEL_RECUSADO_MESSAGE];
    const valores = { ...base, valor: '', listaValores: null, medicoes: [], naoAnalisavel: true };
    return { valores: erros.length ? null : valores, erros };
  }
  let valores: ValoresColados;
  const erros: string[] = [];
  const repetido = tipoRepetido(alvo.tipo.tipoValor);
  if (alvo.tipo.tipoValor === 'LISTA') {
    const procurado = normalizarBusca(resultado);
    const listaValores = (alvo.tipo.listaValores ?? []).find((v) => normalizarBusca(v.nome) === procurado);
    if (!listaValores) erros.push(VALOR_INVALIDO_MESSAGE);
    // A list type's one number (a PCR's Ct) goes in `valor`; a composite's measurements in `medicoes`.
    const comNumero = Boolean(alvo.tipo.valorNumericoOpcional);
    valores = {
      ...base,
      valor: comNumero ? (medicoesOuNumero[0] ?? '') : '',
      listaValores: listaValores ?? null,
      medicoes: comNumero ? medicoesOuNumero.slice(1) : medicoesOuNumero,
      naoAnalisavel: false,
    };
    if (comNumero && medicoesOuNumero.length > 1) erros.push(VALOR_INVALIDO_MESSAGE);
    if (listaValores && tipificacaoRequerida(alvo.ensaio.requerTipificacao, listaValores.nome))
      erros.push(TIPIFICACAO_NO_FORMULARIO_MESSAGE);
  } else if (repetido) {
    // A repeatable type's values, in the result's cell, separated by ";" (yes/no as "Sim"/"Não").
    const itens = resultado
      .split(';')
      .map((item) => item.trim())
      .filter((item) => item !== '');
    valores = {
      ...base,
      valor: '',
      listaValores: null,
      medicoes: repetido === 'BOOLEAN' ? itens.map(simNaoDe) : itens,
      naoAnalisavel: false,
    };
    if (numeros !== '') erros.push(VALOR_INVALIDO_MESSAGE);
  } else if (alvo.tipo.tipoValor === 'BOOLEAN') {
    // Yes/no as a person types it: "Sim"/"Não" (accents and case aside), as the screen shows it.
    const escolhido = VALORES_BOOLEANOS.find((v) => normalizarBusca(v.label) === normalizarBusca(resultado));
    if (!escolhido) erros.push(VALOR_INVALIDO_MESSAGE);
    valores = {
      ...base,
      valor: escolhido?.value ?? '',
      listaValores: null,
      medicoes: [],
      naoAnalisavel: false,
    };
  } else {
    valores = {
      ...base,
      valor: resultado,
      listaValores: null,
      medicoes: medicoesOuNumero,
      naoAnalisavel: false,
    };
  }
  const problemas = problemasDoValor(alvo.tipo, {
    valor: valores.valor === '' ? null : valores.valor,
    medicoes: valores.medicoes,
    naoAnalisavel: false,
  });
  for (const [, message] of problemas) if (!erros.includes(message)) erros.push(message);
  return { valores: erros.length ? null : valores, erros };
}

/**
 * Reads pasted rows against a collection's results: each row names its result by sample and assay (name or code,
 * accents and case aside) and gives its value; a row for no result of the collection, a result named twice, a
 * value not of its type, or a positive that needs a typing is an error of its row.
 */
export function lerResultadosColados(texto: string, resultados: readonly ResultadoColavel[]): LinhaColada[] {
  const porPar = new Map<string, { indice: number; alvo: ResultadoColavel }>();
  resultados.forEach((alvo, indice) => {
    const amostra = normalizarBusca(alvo.amostra);
    porPar.set(`${amostra}|${normalizarBusca(alvo.ensaio.nome)}`, { indice, alvo });
    if (alvo.ensaio.codigo) porPar.set(`${amostra}|${normalizarBusca(alvo.ensaio.codigo)}`, { indice, alvo });
  });
  const linhas = celulasDe(texto);
  if (linhas.length > 0 && normalizarBusca(linhas[0]?.celulas[0] ?? '') === 'amostra') linhas.shift();
  const vistos = new Set<number>();
  return linhas.map(({ linha, celulas }) => {
    const [amostra = '', ensaio = '', resultado = '', numeros = '', observacoes = ''] = celulas;
    const lida = { linha, amostra, ensaio, resultado, indice: null, valores: null };
    if (amostra === '' || ensaio === '' || resultado === '')
      return { ...lida, erros: [LINHA_INCOMPLETA_MESSAGE] };
    const par = porPar.get(`${normalizarBusca(amostra)}|${normalizarBusca(ensaio)}`);
    if (par === undefined) return { ...lida, erros: [RESULTADO_DESCONHECIDO_MESSAGE] };
    const { indice, alvo } = par;
    if (vistos.has(indice)) return { ...lida, indice, erros: [RESULTADO_REPETIDO_MESSAGE] };
    vistos.add(indice);
    return { ...lida, indice, ...valoresDaLinha(alvo, resultado, numeros, observacoes) };
  });
}

/** True when the rows may go into the form: at least one, none in error. */
export function colagemAplicavel(linhas: readonly LinhaColada[]): boolean {
  return linhas.length > 0 && linhas.every((linha) => linha.erros.length === 0);
}
