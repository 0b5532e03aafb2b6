import { sql } from 'drizzle-orm';
import {
  guardarResultadosSchema,
  problemasDoValor,
  RESULTADO_DESCONHECIDO_MESSAGE,
  resultadosSubmitRefusal,
  semValorSeNaoAnalisavel,
  tipificacaoRequerida,
  VALOR_INVALIDO_MESSAGE,
  type GuardarResultadosInput,
  type ResultadoInput,
} from '@sigsa/domain/records/resultados.schema';
import type { FieldError } from '@sigsa/domain/validation/field-error';
import { INVALID_VALUE_MESSAGE, REQUIRED_MESSAGE } from '@sigsa/domain/validation/messages';
import {
  internalCodeRequired,
  type LabCollectionEstado,
} from '@sigsa/domain/workflow/lab-collection-workflow';
import { refuseAnalysesSave, type Actor } from '@sigsa/domain/workflow/workflow';
import { queryRows, type Database, type Tx } from '../db/client.ts';
import type { RequestAuth } from '../platform/auth/request-auth.ts';
import { badRequest, conflict, forbidden, notFound } from '../platform/http/errors.ts';
import { writeAudit } from '../platform/records/audit.ts';
import { submitFieldErrors } from '../platform/records/record-body.ts';
import {
  actorFor,
  checkVersion,
  visibleRecord,
  WRONG_STATE_MESSAGE,
} from '../platform/records/operation-runner.ts';
import type { RecordType } from '../platform/records/record-type.ts';
import type { VisibilityContext } from '../platform/resources/resource.types.ts';

// A collection's results (001 §3.3, §4; issue 16), the same for every collection type: the reception opens one
// empty result per sample and assay, the laboratory fills them (`guardarResultados`) and submits them when none is
// empty (`submeterAnalise`).

/** The reception's effect (001 §4 rececionar): one empty result for every sample and assay pair still missing. */
export function abrirResultados(prefix: string) {
  return async (tx: Tx, id: number): Promise<void> => {
    await tx.execute(sql`
      INSERT INTO ${sql.raw(`${prefix}_resultados`)} (colheita_id, amostra_id, ensaio_id, tipo_resultado_id)
      SELECT a.colheita_id, ae.amostra_id, ae.ensaio_id, e.tipo_resultado_id
        FROM ${sql.raw(`${prefix}_amostras`)} a
        JOIN ${sql.raw(`${prefix}_amostras_ensaios`)} ae ON ae.amostra_id = a.id
        JOIN ensaios_laboratoriais e ON e.id = ae.ensaio_id
       WHERE a.colheita_id = ${id}
       ORDER BY a.sequencia, ae.ordem
      ON CONFLICT (amostra_id, ensaio_id) DO NOTHING`);
  };
}

/**
 * The guard of `submeterAnalise` (001 §4, §5.3): at least one result and none empty, else 'Antes de submeter terá
 * de completar o registo de resultados.'; the internal code while EM_ANALISE (001 §5.1, §5.2).
 */
export function resultadosSubmitGuard(prefix: string, table: string) {
  return async (tx: Tx, id: number): Promise<(string | FieldError)[]> => {
    const rows = await queryRows<{
      valor: string | null;
      listaValores: number | null;
      medicoes: string[] | null;
      naoAnalisavel: boolean;
    }>(
      tx,
      sql`SELECT valor, lista_valor_id AS "listaValores", medicoes, nao_analisavel AS "naoAnalisavel"
            FROM ${sql.raw(`${prefix}_resultados`)} WHERE colheita_id = ${id}`,
    );
    const [colheita] = await queryRows<{ estado: LabCollectionEstado; codigo: string | null }>(
      tx,
      sql`SELECT estado, codigo_interno_laboratorio AS codigo FROM ${sql.raw(table)} WHERE id = ${id}`,
    );
    const refusal = resultadosSubmitRefusal(rows);
    const errors: (string | FieldError)[] = refusal ? [refusal] : [];
    if (colheita && internalCodeRequired(colheita.estado) && !colheita.codigo?.trim())
      errors.push({ field: 'codigoInternoLaboratorio', message: REQUIRED_MESSAGE });
    return errors;
  };
}

/** What the checks read of each result sent, beside the stored one of its pair. */
interface Checked {
  n: number;
  resultado: number | null;
  tipoEnsaio: number | null;
  tipoAdicional: number | null;
  requerTipificacao: boolean | null;
  tipoValor: string | null;
  permiteNaoAnalisavel: boolean | null;
  camposNumericos: unknown[] | null;
  valorNumericoOpcional: unknown;
  listaTipo: number | null;
  listaNome: string | null;
  tipificacao: number | null;
  valoresTipificacao: string[] | null;
}

/**
 * Checks the results sent (issue 16 "Bad input"): each names a pair the collection has (its reception opened it);
 * its type is its assay's (or the assay's additional numeric one); a list value of that type's list, a number for
 * a numeric type (and a list type's optional number), the measurements a composite type names, "não analisável"
 * where the type allows it (its value cleared); a positive of an assay requiring typing names a typing assay of the same disease (the assay
 * itself, when it types what it isolates) and its result — one of the typing assay's values when another assay
 * with a list of its own (a pathotyping) types it. Answers the results to write, typing cleared where none
 * is asked for.
 */
async function checkResultados(
  tx: Tx,
  prefix: string,
  id: number,
  resultados: readonly ResultadoInput[],
): Promise<ResultadoInput[]> {
  const column = <T>(pick: (r: ResultadoInput) => T) => sql.param(resultados.map(pick));
  const checked = await queryRows<Checked>(
    tx,
    sql`SELECT i.n, r.id AS resultado, e.tipo_resultado_id AS "tipoEnsaio",
          e.resultado_numerico_adicional_id AS "tipoAdicional", e.requer_tipificacao AS "requerTipificacao",
          tr.tipo_valor AS "tipoValor", tr.permite_nao_analisavel AS "permiteNaoAnalisavel",
          tr.extra -> 'camposNumericos' AS "camposNumericos",
          tr.extra -> 'valorNumericoOpcional' AS "valorNumericoOpcional",
          lv.tipo_resultado_id AS "listaTipo", lv.nome AS "listaNome",
          (SELECT et.id FROM ensaios_laboratoriais et WHERE et.id = i.tipificacao AND et.requer_tipificacao
            AND et.doenca_id IS NOT DISTINCT FROM e.doenca_id) AS tipificacao,
          (SELECT array_agg(v.nome) FROM ensaios_laboratoriais et
             JOIN tipos_resultados t ON t.id = et.tipo_resultado_id AND t.tipo_valor = 'LISTA'
             JOIN lista_valores v ON v.tipo_resultado_id = t.id
            WHERE et.id = i.tipificacao AND et.id <> i.ensaio) AS "valoresTipificacao"
        FROM unnest(${column((r) => r.amostra)}::int[], ${column((r) => r.ensaio)}::int[],
                    ${column((r) => r.tipoResultado)}::int[], ${column((r) => r.listaValores)}::int[],
                    ${column((r) => r.ensaioTipificacao)}::int[]) WITH ORDINALITY
             AS i(amostra, ensaio, tipo, lista, tipificacao, n)
        LEFT JOIN ${sql.raw(`${prefix}_resultados`)} r
          ON r.colheita_id = ${id} AND r.amostra_id = i.amostra AND r.ensaio_id = i.ensaio
        LEFT JOIN ensaios_laboratoriais e ON e.id = i.ensaio
        LEFT JOIN tipos_resultados tr ON tr.id = coalesce(i.tipo, r.tipo_resultado_id)
        LEFT JOIN lista_valores lv ON lv.id = i.lista
       ORDER BY i.n`,
  );
  const errors: FieldError[] = [];
  const written = resultados.map((sent, index) => {
    const found = checked[index];
    const resultado = semValorSeNaoAnalisavel(sent);
    const at = (field: string) => `resultados.${index}.${field}`;
    const fail = (field: string, message: string) => errors.push({ field: at(field), message });
    if (!found || found.resultado === null) {
      fail('ensaio', RESULTADO_DESCONHECIDO_MESSAGE);
      return resultado;
    }
    const tipo = resultado.tipoResultado;
    if (tipo !== null && tipo !== Number(found.tipoEnsaio) && tipo !== Number(found.tipoAdicional))
      fail('tipoResultado', INVALID_VALUE_MESSAGE);
    if (
      resultado.listaValores !== null &&
      (found.tipoValor !== 'LISTA' ||
        found.listaTipo === null ||
        Number(found.listaTipo) !== Number(tipo ?? found.tipoEnsaio))
    )
      fail('listaValores', VALOR_INVALIDO_MESSAGE);
    for (const [field, message] of problemasDoValor(found, resultado)) fail(field, message);
    const listaNome = resultado.listaValores === null ? null : found.listaNome;
    if (!tipificacaoRequerida(found.requerTipificacao === true, listaNome))
      return { ...resultado, ensaioTipificacao: null, resultadoTipificacao: null };
    if (resultado.ensaioTipificacao === null) fail('ensaioTipificacao', REQUIRED_MESSAGE);
    else if (found.tipificacao === null) fail('ensaioTipificacao', INVALID_VALUE_MESSAGE);
    if (resultado.resultadoTipificacao === null) fail('resultadoTipificacao', REQUIRED_MESSAGE);
    else if (found.valoresTipificacao && !found.valoresTipificacao.includes(resultado.resultadoTipificacao))
      fail('resultadoTipificacao', VALOR_INVALIDO_MESSAGE);
    return resultado;
  });
  if (errors.length > 0) throw badRequest(errors[0]?.message, errors);
  return written;
}

/** Writes the results sent over their stored rows (one statement) and the collection's internal code. */
async function writeResultados(
  tx: Tx,
  prefix: string,
  table: string,
  id: number,
  input: GuardarResultadosInput,
  resultados: readonly ResultadoInput[],
  actor: Actor,
): Promise<void> {
  const column = <T>(pick: (r: ResultadoInput) => T) => sql.param(resultados.map(pick));
  if (resultados.length > 0)
    await tx.execute(sql`
      UPDATE ${sql.raw(`${prefix}_resultados`)} r
         SET tipo_resultado_id = coalesce(i.tipo, r.tipo_resultado_id), valor = i.valor,
             lista_valor_id = i.lista, observacoes = i.observacoes, ensaio_tipificacao_id = i.tipificacao,
             resultado_tipificacao = i.resultado_tipificacao, nao_analisavel = i.nao_analisavel,
             medicoes = ARRAY(SELECT json_array_elements_text(i.medicoes::json))
        FROM unnest(${column((r) => r.amostra)}::int[], ${column((r) => r.ensaio)}::int[],
                    ${column((r) => r.tipoResultado)}::int[], ${column((r) => r.valor)}::text[],
                    ${column((r) => r.listaValores)}::int[], ${column((r) => r.observacoesResultado)}::text[],
                    ${column((r) => r.ensaioTipificacao)}::int[], ${column((r) => r.resultadoTipificacao)}::text[],
                    ${column((r) => r.naoAnalisavel)}::boolean[], ${column((r) => JSON.stringify(r.medicoes))}::text[])
             AS i(amostra, ensaio, tipo, valor, lista, observacoes, tipificacao, resultado_tipificacao,
                  nao_analisavel, medicoes)
       WHERE r.colheita_id = ${id} AND r.amostra_id = i.amostra AND r.ensaio_id = i.ensaio`);
  await tx.execute(
    sql`UPDATE ${sql.raw(table)} SET codigo_interno_laboratorio = ${input.codigoInternoLaboratorio},
          version = version + 1, updated_by = ${actor.username}, updated_on = now()
        WHERE id = ${id}`,
  );
}

/**
 * `PATCH {entity}/{id}/guardarResultados` (001 §7) in one transaction: the visible record locked (404), the
 * laboratory's side in an analysis state (403, 409: REGISTAR_ANALISES), the version (409), the body and the
 * results (400); then the results, the internal code and a `guardarResultados` audit row.
 */
export async function guardarResultados(
  db: Database,
  type: RecordType,
  prefix: string,
  table: string,
  auth: RequestAuth | null,
  id: number,
  input: GuardarResultadosInput,
): Promise<VisibilityContext> {
  const { actor, ctx } = await actorFor(db, type, auth);
  await db.transaction(async (tx) => {
    const record = await visibleRecord(tx, type, id, ctx, true);
    if (!record) throw notFound();
    const refusal = refuseAnalysesSave(type.workflow, actor, record);
    if (refusal === 'forbidden') throw forbidden();
    if (refusal === 'wrongState') throw conflict(WRONG_STATE_MESSAGE);
    const required = internalCodeRequired(record.estado as LabCollectionEstado);
    const fields = submitFieldErrors(guardarResultadosSchema(required), input);
    if (fields.length > 0) throw badRequest(fields[0]?.message, fields);
    checkVersion(record, input.version);
    const resultados = await checkResultados(tx, prefix, id, input.resultados);
    await writeResultados(tx, prefix, table, id, input, resultados, actor);
    await writeAudit(tx, {
      entidade: type.entity,
      registoId: id,
      operacao: 'guardarResultados',
      estadoAnterior: record.estado,
      estadoNovo: record.estado,
      utilizador: actor.username,
      role: actor.role,
    });
  });
  return ctx;
}
