import { sql } from 'drizzle-orm';
import type { Actor } from '@sigsa/domain/workflow/workflow';
import type { RiscoSanitarioInput } from '@sigsa/domain/records/risco-sanitario/risco.schema';
import { INVALID_VALUE_MESSAGE } from '@sigsa/domain/validation/messages';
import { queryRows, type Tx } from '../../db/client.ts';
import { badRequest, type FieldError } from '../../platform/http/errors.ts';
import type { Numbering, WriteContext } from '../../platform/records/record-store.ts';

/** The disease of a record is not one of the reference list's (400). */
export const DOENCA_DESCONHECIDA_MESSAGE = 'Doença desconhecida.';
/** The level is not one of Gerir's, or was archived there before this record chose it (400). */
export const CLASSIFICACAO_DESCONHECIDA_MESSAGE = 'Nível de risco desconhecido.';
/** How many unknown parish codes the 400 names at most (issue 15 "Bad input"). */
export const MAX_FREGUESIAS_LISTADAS = 20;

/** The 400 of parish codes the CAOP does not have: up to {@link MAX_FREGUESIAS_LISTADAS} of them, then how many more. */
export function freguesiasDesconhecidasMessage(codigos: readonly string[]): string {
  const shown = codigos.slice(0, MAX_FREGUESIAS_LISTADAS).join(', ');
  const more = codigos.length - MAX_FREGUESIAS_LISTADAS;
  const plural = codigos.length === 1 ? 'Freguesia desconhecida' : 'Freguesias desconhecidas';
  return `${plural}: ${shown}${more > 0 ? ` e mais ${more}` : ''}.`;
}

/** A record's values, its references checked; the parishes sorted by code. */
export interface ResolvedRisco {
  doencaId: number;
  classificacaoId: number;
  dataInicioClassificacao: string;
  dataFinalClassificacao: string | null;
  observacao: string | null;
  freguesias: string[];
}

/**
 * Checks the disease, the level (one Gerir has not archived, unless it is the record's already) and every parish
 * code against the CAOP, in one query; 400 naming each field at fault, nothing written.
 */
export async function resolveRisco(
  tx: Tx,
  input: RiscoSanitarioInput,
  context: WriteContext,
): Promise<ResolvedRisco> {
  const [found] = await queryRows<{
    doenca: number | null;
    classificacao: number | null;
    desconhecidas: string[];
  }>(
    tx,
    sql`SELECT (SELECT id FROM doencas WHERE id = ${input.doenca}) AS doenca,
               (SELECT c.id FROM classificacoes_risco c WHERE c.id = ${input.classificacao}
                  AND (NOT c.arquivado OR c.id = (SELECT r.classificacao_id FROM riscos_sanitarios r
                                                   WHERE r.id = ${context.id}))) AS classificacao,
               ARRAY(SELECT x.codigo FROM unnest(${sql.param(input.freguesias)}::text[]) WITH ORDINALITY AS x(codigo, n)
                      WHERE NOT EXISTS (SELECT 1 FROM freguesias f WHERE f.dicofre = x.codigo)
                      ORDER BY x.n) AS desconhecidas`,
  );
  const errors: FieldError[] = [];
  if (!found?.doenca) errors.push({ field: 'doenca', message: DOENCA_DESCONHECIDA_MESSAGE });
  if (!found?.classificacao)
    errors.push({ field: 'classificacao', message: CLASSIFICACAO_DESCONHECIDA_MESSAGE });
  const desconhecidas = found?.desconhecidas ?? [];
  if (desconhecidas.length > 0)
    errors.push({ field: 'freguesias', message: freguesiasDesconhecidasMessage(desconhecidas) });
  if (errors.length > 0) throw badRequest(errors[0]?.message ?? INVALID_VALUE_MESSAGE, errors);
  return {
    doencaId: input.doenca,
    classificacaoId: input.classificacao,
    dataInicioClassificacao: input.dataInicioClassificacao,
    dataFinalClassificacao: input.dataFinalClassificacao ?? null,
    observacao: input.observacao?.trim() ? input.observacao : null,
    freguesias: [...input.freguesias].sort(),
  };
}

/** Inserts a new record with its parishes, and the history row that adds them all; answers its id. */
export async function insertRisco(
  tx: Tx,
  _input: RiscoSanitarioInput,
  values: ResolvedRisco,
  _numbering: Numbering | null,
  actor: Actor,
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO riscos_sanitarios (doenca_id, classificacao_id, data_inicio_classificacao,
          data_final_classificacao, observacao, freguesias, created_by, updated_by)
        VALUES (${values.doencaId}, ${values.classificacaoId}, ${values.dataInicioClassificacao},
          ${values.dataFinalClassificacao}, ${values.observacao}, ${sql.param(values.freguesias)}::text[],
          ${actor.username}, ${actor.username})
        RETURNING id`,
  );
  if (!row) throw new Error('insert sem id');
  await tx.execute(
    sql`INSERT INTO riscos_sanitarios_alteracoes (risco_id, utilizador, adicionadas, removidas)
        VALUES (${row.id}, ${actor.username}, ${sql.param(values.freguesias)}::text[], '{}'::text[])`,
  );
  return Number(row.id);
}

/**
 * Replaces a locked record's fields and parish set in one row write, moves its version on, and keeps what the save
 * added and removed (a history row only when the set changed), all in the save's transaction.
 */
export async function updateRisco(
  tx: Tx,
  id: number,
  _input: RiscoSanitarioInput,
  values: ResolvedRisco,
  actor: Actor,
): Promise<void> {
  const novas = sql`${sql.param(values.freguesias)}::text[]`;
  await tx.execute(
    sql`WITH anterior AS (SELECT freguesias FROM riscos_sanitarios WHERE id = ${id}),
        alterado AS (
          UPDATE riscos_sanitarios
             SET doenca_id = ${values.doencaId}, classificacao_id = ${values.classificacaoId},
                 data_inicio_classificacao = ${values.dataInicioClassificacao},
                 data_final_classificacao = ${values.dataFinalClassificacao},
                 observacao = ${values.observacao}, freguesias = ${novas},
                 version = version + 1, updated_by = ${actor.username}, updated_on = now()
           WHERE id = ${id})
        INSERT INTO riscos_sanitarios_alteracoes (risco_id, utilizador, adicionadas, removidas)
        SELECT ${id}, ${actor.username}, d.adicionadas, d.removidas
          FROM (SELECT ARRAY(SELECT unnest(${novas}) EXCEPT SELECT unnest(a.freguesias) ORDER BY 1) AS adicionadas,
                       ARRAY(SELECT unnest(a.freguesias) EXCEPT SELECT unnest(${novas}) ORDER BY 1) AS removidas
                  FROM anterior a) d
         WHERE cardinality(d.adicionadas) > 0 OR cardinality(d.removidas) > 0`,
  );
}
