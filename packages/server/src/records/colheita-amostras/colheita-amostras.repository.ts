import { sql } from 'drizzle-orm';
import { SEQUENCIA_PREFIXOS } from '@sigsa/domain/records/amostras';
import type { ColheitaAmostrasInput } from '@sigsa/domain/records/colheita-amostras/colheita-amostras.schema';
import type { FieldError } from '@sigsa/domain/validation/field-error';
import { INVALID_VALUE_MESSAGE } from '@sigsa/domain/validation/messages';
import { queryRows, type Tx } from '../../db/client.ts';
import { dsavrOfConcelho } from '../../platform/geo/dsavr-of-concelho.ts';
import { badRequest } from '../../platform/http/errors.ts';
import type { Numbering, WriteContext } from '../../platform/records/record-store.ts';
import { MEDICO_VETERINARIO_DESCONHECIDO, veterinarioCondition } from '../../users/veterinarios.ts';
import { colheitaRowsErrors } from '../colheitas.checks.ts';
import { writeColheitaRows } from '../colheitas.rows.ts';
import type { Actor } from '@sigsa/domain/workflow/workflow';

// How a domestic collection is read and written (001 §3.2, §5.2, §7; issue 16): the references of a body checked
// (400 per field), the region it is filed under, and its rows.

/** Ours: a sub-category of another species than the collection's. */
export const SUBCATEGORIA_DE_OUTRA_ESPECIE_MESSAGE = 'A subcategoria não é da espécie da colheita.';

/** Ours: a flock is named, but the holdings' flocks are not kept yet. */
export const BANDO_DESCONHECIDO_MESSAGE = 'Bando desconhecido.';

/** What a save writes besides the body. */
export interface ResolvedColheitaAmostras {
  exploracaoId: number;
  laboratorioId: number;
  regiaoDsavrId: number | null;
}

interface Found {
  exploracao: { id: number; freguesia: string | null } | null;
  responsavel: number | null;
  especie: number | null;
  tipoControlo: number | null;
  exame: number | null;
  subCategorias: number[] | null;
}

/**
 * Checks every reference of a body (400 naming each field at fault): the holding by brand, a veterinarian as the
 * responsible, one domestic species, a non-entomological control type, a visible exam, the diagnostic laboratory
 * (performing every assay), each assay of its disease, each sample's matrix, assays and sub-category (of the
 * species), duplicate individual samples. Nothing is written here.
 */
export async function resolveColheitaAmostras(
  tx: Tx,
  input: ColheitaAmostrasInput,
  context: WriteContext,
): Promise<ResolvedColheitaAmostras> {
  const especie = input.especies[0] ?? null;
  const subCategorias = [...new Set(input.amostras.map((a) => a.subCategoriaAnimal))];
  const [found] = await queryRows<Found>(
    tx,
    sql`SELECT
      (SELECT json_build_object('id', e.id, 'freguesia', e.freguesia) FROM exploracoes e
        WHERE e.marca = ${input.exploracao}) AS exploracao,
      (SELECT u.id FROM utilizadores u WHERE u.id = ${input.responsavelColheita}
        AND ${veterinarioCondition(sql`u`)}) AS responsavel,
      (SELECT id FROM especies WHERE id = ${especie} AND domestico) AS especie,
      (SELECT id FROM tipos_controlo WHERE id = ${input.tipoControlo} AND NOT entomologico AND NOT arquivado)
        AS "tipoControlo",
      (SELECT id FROM exames_clinicos_necropsias WHERE id = ${input.exameClinicoNecropsia}) AS exame,
      (SELECT array_agg(s.id) FROM sub_categorias_animais s
        WHERE s.id = ANY(${sql.param(subCategorias)}::int[])
          AND (s.especie_id = ${especie} OR (s.especie_id IS NULL AND EXISTS (
            SELECT 1 FROM categorias_animais_especies ce
            WHERE ce.categoria_animal_id = s.categoria_animal_id AND ce.especie_id = ${especie})))) AS "subCategorias"`,
  );
  if (!found) throw badRequest();
  const errors: FieldError[] = [];
  const fail = (field: string, message = INVALID_VALUE_MESSAGE) => errors.push({ field, message });
  if (!found.exploracao) fail('exploracao', 'Exploração desconhecida.');
  if (found.responsavel === null) fail('responsavelColheita', MEDICO_VETERINARIO_DESCONHECIDO);
  if (found.especie === null) fail('especies');
  if (found.tipoControlo === null) fail('tipoControlo');
  if (input.bando !== null) fail('bando', BANDO_DESCONHECIDO_MESSAGE);
  // An exam the writer cannot see is refused as unknown (issue 16 "Bad input").
  if (input.exameClinicoNecropsia !== null) {
    const visiveis = await context.visible('examesClinicosNecropsias', [input.exameClinicoNecropsia]);
    if (found.exame === null || !visiveis.has(input.exameClinicoNecropsia)) fail('exameClinicoNecropsia');
  }
  const daEspecie = new Set((found.subCategorias ?? []).map(Number));
  input.amostras.forEach((amostra, i) => {
    if (!daEspecie.has(amostra.subCategoriaAnimal))
      fail(`amostras.${i}.subCategoriaAnimal`, SUBCATEGORIA_DE_OUTRA_ESPECIE_MESSAGE);
  });
  const rows = await colheitaRowsErrors(tx, input);
  errors.push(...rows.errors);
  if (errors.length > 0 || !found.exploracao || rows.laboratorioId === null)
    throw badRequest(errors[0]?.message, errors);

  const freguesia = found.exploracao.freguesia;
  const [regiao] = freguesia
    ? await queryRows<{ id: number | null }>(
        tx,
        sql`SELECT ${dsavrOfConcelho(sql`left(${freguesia}, 4)`)} AS id`,
      )
    : [];
  return {
    exploracaoId: Number(found.exploracao.id),
    laboratorioId: rows.laboratorioId,
    regiaoDsavrId: regiao?.id ?? null,
  };
}

/** The record's own columns of a body. */
function columnsOf(input: ColheitaAmostrasInput, resolved: ResolvedColheitaAmostras) {
  return sql`exploracao_id = ${resolved.exploracaoId}, responsavel_colheita_id = ${input.responsavelColheita},
    especie_id = ${input.especies[0] ?? null}, tipo_controlo_id = ${input.tipoControlo}, data = ${input.data},
    codigo_interno_laboratorio = ${input.codigoInternoLaboratorio}, laboratorio_id = ${resolved.laboratorioId},
    observacoes = ${input.observacoes}, regiao_dsavr_id = ${resolved.regiaoDsavrId}`;
}

/** Writes the exam named, the lab assays and the samples (individual `I-`, group `G-`) of a save. */
async function writeRows(tx: Tx, id: number, input: ColheitaAmostrasInput, replace: boolean) {
  const { amostras } = input;
  if (replace) await tx.execute(sql`DELETE FROM cam_exames WHERE colheita_id = ${id}`);
  if (input.exameClinicoNecropsia !== null)
    await tx.execute(
      sql`INSERT INTO cam_exames (colheita_id, exame_id) VALUES (${id}, ${input.exameClinicoNecropsia})`,
    );
  await writeColheitaRows(
    tx,
    'cam',
    id,
    {
      ensaios: input.ensaios,
      amostras: amostras.map((a) => ({
        id: a.id,
        prefixo: SEQUENCIA_PREFIXOS[a.tipoAmostra],
        matriz: a.matriz,
        identificacaoAnimal: a.identificacaoAnimal,
        ensaios: a.ensaios,
      })),
      extra: [
        ['tipo_amostra', 'text', amostras.map((a) => a.tipoAmostra)],
        ['quantidade_animais', 'int', amostras.map((a) => a.quantidadeAnimais)],
        ['quantidade', 'int', amostras.map((a) => a.quantidade)],
        ['sub_categoria_animal_id', 'int', amostras.map((a) => a.subCategoriaAnimal)],
      ],
    },
    replace,
  );
}

/** Inserts a new collection (INICIAL) with its rows; answers its id. */
export async function insertColheitaAmostras(
  tx: Tx,
  input: ColheitaAmostrasInput,
  resolved: ResolvedColheitaAmostras,
  numbering: Numbering | null,
  actor: Actor,
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO colheitas_amostras (serie_id, numero_serie, exploracao_id, responsavel_colheita_id,
          especie_id, tipo_controlo_id, data, laboratorio_id, created_by, updated_by)
        VALUES (${numbering?.serieId ?? null}, ${numbering?.numeroSerie ?? null}, ${resolved.exploracaoId},
          ${input.responsavelColheita}, ${input.especies[0] ?? null}, ${input.tipoControlo}, ${input.data},
          ${resolved.laboratorioId}, ${actor.username}, ${actor.username})
        RETURNING id`,
  );
  if (!row) throw new Error('colheitas_amostras: a inserção não devolveu o id.');
  const id = Number(row.id);
  await tx.execute(sql`UPDATE colheitas_amostras SET ${columnsOf(input, resolved)} WHERE id = ${id}`);
  await writeRows(tx, id, input, false);
  return id;
}

/** Writes a locked collection's fields and rows, never its state; moves its version on. */
export async function updateColheitaAmostras(
  tx: Tx,
  id: number,
  input: ColheitaAmostrasInput,
  resolved: ResolvedColheitaAmostras,
  actor: Actor,
): Promise<void> {
  await tx.execute(
    sql`UPDATE colheitas_amostras SET ${columnsOf(input, resolved)}, version = version + 1,
          updated_by = ${actor.username}, updated_on = now()
        WHERE id = ${id}`,
  );
  await writeRows(tx, id, input, true);
}

/**
 * A collection in the shape of its create / save body (domain `colheitaAmostrasSchema`): what the submit guard
 * parses.
 */
export async function loadColheitaAmostrasBody(tx: Tx, id: number): Promise<Record<string, unknown> | null> {
  const [row] = await queryRows<{ body: Record<string, unknown> | string }>(
    tx,
    sql`SELECT json_build_object(
        'exploracao', (SELECT e.marca FROM exploracoes e WHERE e.id = c.exploracao_id),
        'responsavelColheita', c.responsavel_colheita_id,
        'especies', json_build_array(c.especie_id),
        'tipoControlo', c.tipo_controlo_id,
        'data', c.data::text,
        'exameClinicoNecropsia', (SELECT l.exame_id FROM cam_exames l WHERE l.colheita_id = c.id),
        'codigoInternoLaboratorio', c.codigo_interno_laboratorio,
        'laboratorioDiagnostico', (SELECT l.codigo FROM laboratorios l WHERE l.id = c.laboratorio_id),
        'observacoes', c.observacoes,
        'ensaios', (SELECT coalesce(json_agg(json_build_object('id', l.id, 'doenca', l.doenca_id,
            'ensaioLaboratorial', l.ensaio_id) ORDER BY l.sequencia), '[]'::json)
          FROM cam_ensaios l WHERE l.colheita_id = c.id),
        'amostras', (SELECT coalesce(json_agg(json_build_object('id', a.id, 'tipoAmostra', a.tipo_amostra,
            'sequencia', a.numero, 'identificacaoAnimal', a.identificacao_animal,
            'quantidadeAnimais', a.quantidade_animais, 'quantidade', a.quantidade, 'matriz', a.matriz_id,
            'subCategoriaAnimal', a.sub_categoria_animal_id,
            'ensaios', (SELECT coalesce(json_agg(ae.ensaio_id ORDER BY ae.ordem), '[]'::json)
              FROM cam_amostras_ensaios ae WHERE ae.amostra_id = a.id)) ORDER BY a.sequencia), '[]'::json)
          FROM cam_amostras a WHERE a.colheita_id = c.id)) AS body
      FROM colheitas_amostras c WHERE c.id = ${id}`,
  );
  if (!row) return null;
  const body = typeof row.body === 'string' ? (JSON.parse(row.body) as Record<string, unknown>) : row.body;
  return { id, ...body };
}
