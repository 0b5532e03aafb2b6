import { eq, sql } from 'drizzle-orm';
import type { Actor } from '@sigsa/domain/workflow/workflow';
import {
  animalCount,
  duplicateIndividualIndexes,
  VACINACAO_DUPLICATED_MESSAGE,
} from '@sigsa/domain/records/vacinacao/vacinacao.rules';
import type { VacinacaoInput } from '@sigsa/domain/records/vacinacao/vacinacao.schema';
import { queryRows, type Tx } from '../../db/client.ts';
import { badRequest, type FieldError } from '../../platform/http/errors.ts';
import { MEDICO_VETERINARIO_DESCONHECIDO, veterinarioCondition } from '../../users/veterinarios.ts';
import { vacinacoes, vacinacoesEspecies, vacinasAplicadas } from './vacinacao.tables.ts';

/** The row values of a vaccination, its references checked. */
export interface ResolvedVacinacao {
  exploracaoId: number;
  medicoVeterinarioId: number;
  estrategiaVacinacaoId: number;
  zonaVacinacaoId: number;
  vacinaAplicadaId: number;
  dataVacinacao: string;
  dataValidade: string;
  lotes: string;
  observacoes: string | null;
  quantidadeAnimais: number;
}

const UNKNOWN = 'Valor inválido';

/** The value-list category each id-valued field of a vaccination must belong to. */
const CATEGORIAS = {
  estrategiaVacinacao: 'ESTRATEGIA_VACINACAO',
  zonaVacinacao: 'ZONA_VACINACAO',
  vacinaAplicada: 'VACINA_APLICADA',
  esquemaVacinacao: 'ESQUEMA_VACINACAO',
  etapaVacinacao: 'ETAPA_VACINACAO',
} as const;

/**
 * Checks every reference of a payload (holding by brand, veterinarian, value lists by category, species, the
 * lines' scheme and stage) and the duplicate rule, in two queries whatever the number of lines; 400 with each
 * field at fault, nothing written.
 */
export async function resolveVacinacao(tx: Tx, input: VacinacaoInput): Promise<ResolvedVacinacao> {
  const lines = input.vacinasAplicadas;
  const [found] = await queryRows<{
    exploracao: number | null;
    vet: number | null;
    especies: number[] | null;
  }>(
    tx,
    sql`SELECT (SELECT id FROM exploracoes WHERE marca = ${input.exploracao}) AS exploracao,
               (SELECT u.id FROM utilizadores u
                 WHERE u.id = ${input.medicoVeterinario} AND ${veterinarioCondition(sql`u`)}) AS vet,
               (SELECT array_agg(id) FROM especies WHERE id = ANY(${sql.param(input.especies)}::int[])) AS especies`,
  );
  const typeIds = [
    input.estrategiaVacinacao,
    input.zonaVacinacao,
    input.vacinaAplicada,
    ...lines.flatMap((l) => [l.esquemaVacinacao, l.etapaVacinacao]),
  ];
  const categoriaOf = new Map(
    (
      await queryRows<{ id: number; categoria: string }>(
        tx,
        sql`SELECT id, categoria FROM custom_types WHERE id = ANY(${sql.param([...new Set(typeIds)])}::int[])`,
      )
    ).map((r) => [Number(r.id), r.categoria]),
  );
  const errors: FieldError[] = [];
  if (!found?.exploracao) errors.push({ field: 'exploracao', message: 'Exploração desconhecida.' });
  if (!found?.vet) errors.push({ field: 'medicoVeterinario', message: MEDICO_VETERINARIO_DESCONHECIDO });
  for (const key of ['estrategiaVacinacao', 'zonaVacinacao', 'vacinaAplicada'] as const)
    if (categoriaOf.get(input[key]) !== CATEGORIAS[key]) errors.push({ field: key, message: UNKNOWN });
  const knownEspecies = new Set((found?.especies ?? []).map(Number));
  if (input.especies.some((id) => !knownEspecies.has(id)))
    errors.push({ field: 'especies', message: UNKNOWN });
  lines.forEach((line, i) => {
    for (const key of ['esquemaVacinacao', 'etapaVacinacao'] as const)
      if (categoriaOf.get(line[key]) !== CATEGORIAS[key])
        errors.push({ field: `vacinasAplicadas.${i}.${key}`, message: UNKNOWN });
  });
  for (const i of duplicateIndividualIndexes(lines))
    errors.push({ field: `vacinasAplicadas.${i}.identificacao`, message: VACINACAO_DUPLICATED_MESSAGE });
  if (errors.length > 0 || !found?.exploracao || !found.vet) throw badRequest(errors[0]?.message, errors);
  return {
    exploracaoId: Number(found.exploracao),
    medicoVeterinarioId: Number(found.vet),
    estrategiaVacinacaoId: input.estrategiaVacinacao,
    zonaVacinacaoId: input.zonaVacinacao,
    vacinaAplicadaId: input.vacinaAplicada,
    dataVacinacao: input.dataVacinacao,
    dataValidade: input.dataValidade,
    lotes: input.lotes,
    observacoes: input.observacoes?.trim() ? input.observacoes : null,
    quantidadeAnimais: animalCount(lines),
  };
}

/** Inserts a new vaccination (state INICIAL) with its species and lines; returns its id. */
export async function insertVacinacao(
  tx: Tx,
  input: VacinacaoInput,
  values: ResolvedVacinacao,
  numbering: { serieId: number; numeroSerie: string },
  actor: Actor,
): Promise<number> {
  const [row] = await tx
    .insert(vacinacoes)
    .values({ ...values, ...numbering, createdBy: actor.username, updatedBy: actor.username })
    .returning({ id: vacinacoes.id });
  if (!row) throw new Error('insert sem id');
  await writeChildren(tx, row.id, input, new Set());
  return row.id;
}

/** Updates a locked vaccination's fields (never its state) and replaces its species and lines. */
export async function updateVacinacao(
  tx: Tx,
  id: number,
  input: VacinacaoInput,
  values: ResolvedVacinacao,
  actor: Actor,
): Promise<void> {
  await tx
    .update(vacinacoes)
    .set({
      ...values,
      version: sql`${vacinacoes.version} + 1`,
      updatedBy: actor.username,
      updatedOn: sql`now()`,
    })
    .where(eq(vacinacoes.id, id));
  await tx.delete(vacinacoesEspecies).where(eq(vacinacoesEspecies.vacinacaoId, id));
  const own = await tx
    .delete(vacinasAplicadas)
    .where(eq(vacinasAplicadas.vacinacaoId, id))
    .returning({ id: vacinasAplicadas.id });
  await writeChildren(tx, id, input, new Set(own.map((r) => r.id)));
}

/**
 * Writes species and lines. A line keeps its id when it was already this record's (so the client's rows stay
 * the same rows); any other id sent is ignored and the line gets a new one. The lines go in one statement over
 * arrays (`unnest`): a multi-row VALUES of 500 lines is 4 500 parameters to parse and bind, this is nine.
 */
async function writeChildren(tx: Tx, id: number, input: VacinacaoInput, ownLineIds: ReadonlySet<number>) {
  if (input.especies.length > 0)
    await tx
      .insert(vacinacoesEspecies)
      .values([...new Set(input.especies)].map((especieId) => ({ vacinacaoId: id, especieId })));
  const lines = input.vacinasAplicadas;
  if (lines.length === 0) return;
  const column = <T>(pick: (line: (typeof lines)[number], index: number) => T) => sql.param(lines.map(pick));
  await tx.execute(sql`
    INSERT INTO vacinas_aplicadas (id, vacinacao_id, sequencia, tipo, identificacao, idade, quantidade_animais,
                                   esquema_vacinacao_id, etapa_vacinacao_id)
    SELECT coalesce(l.id, nextval(pg_get_serial_sequence('vacinas_aplicadas', 'id'))), ${id}, l.sequencia, l.tipo,
           l.identificacao, l.idade, l.quantidade_animais, l.esquema, l.etapa
      FROM unnest(${column((l) => (l.id && ownLineIds.has(l.id) ? l.id : null))}::int[],
                  ${column((_, i) => i + 1)}::int[],
                  ${column((l) => l.tipo)}::text[],
                  ${column((l) => (l.tipo === 'INDIVIDUAL' ? (l.identificacao ?? null) : null))}::text[],
                  ${column((l) => l.idade)}::int[],
                  ${column((l) => (l.tipo === 'GRUPO' ? (l.quantidadeAnimais ?? null) : null))}::int[],
                  ${column((l) => l.esquemaVacinacao)}::int[],
                  ${column((l) => l.etapaVacinacao)}::int[])
        AS l(id, sequencia, tipo, identificacao, idade, quantidade_animais, esquema, etapa)`);
}
