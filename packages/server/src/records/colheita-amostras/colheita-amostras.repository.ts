import { sql } from 'drizzle-orm';
import { SEQUENCIA_PREFIXOS } from '@sigsa/domain/records/amostras';
import {
  especieDeAve,
  type ColheitaAmostrasInput,
} from '@sigsa/domain/records/colheita-amostras/colheita-amostras.schema';
import type { FieldError } from '@sigsa/domain/validation/field-error';
import { INVALID_VALUE_MESSAGE } from '@sigsa/domain/validation/messages';
import { queryRows, type Tx } from '../../db/client.ts';
import { dsavrOfConcelho } from '../../platform/geo/dsavr-of-concelho.ts';
import { badRequest } from '../../platform/http/errors.ts';
import type { WriteContext } from '../../platform/records/record-store.ts';
import { MEDICO_VETERINARIO_DESCONHECIDO, veterinarioCondition } from '../../users/veterinarios.ts';
import { colheitaRowsErrors } from '../colheitas.checks.ts';
import { loadColheitaBody } from '../colheitas.body.ts';
import { writeColheitaRows } from '../colheitas.rows.ts';
import { exameVisivel, type ColheitaColumn } from '../colheitas.write.ts';
import { COLHEITA_AMOSTRAS } from './colheita-amostras.resource.ts';

// How a domestic collection is read and written (001 §3.2, §5.2, §7; issue 16): the references of a body checked
// (400 per field), the region it is filed under, and its rows.

/** Ours: a sub-category of another species than the collection's. */
export const SUBCATEGORIA_DE_OUTRA_ESPECIE_MESSAGE = 'A subcategoria não é da espécie da colheita.';

/** Ours: a flock that is not one of the holding's (or is archived). */
export const BANDO_DESCONHECIDO_MESSAGE = 'Bando desconhecido.';

/** Ours: a flock named for a species that is no bird. */
export const BANDO_SO_AVES_MESSAGE = 'Só as colheitas de aves indicam o bando.';

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
  grupo: string | null;
  bando: number | null;
  tipoControlo: number | null;
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
      (SELECT grupo FROM especies WHERE id = ${especie}) AS grupo,
      (SELECT b.id FROM bandos b WHERE b.id = ${input.bando} AND b.marca_exploracao = ${input.exploracao}
        AND NOT b.arquivado) AS bando,
      (SELECT id FROM tipos_controlo WHERE id = ${input.tipoControlo} AND NOT entomologico AND NOT arquivado)
        AS "tipoControlo",
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
  if (input.bando !== null && !especieDeAve(found.grupo)) fail('bando', BANDO_SO_AVES_MESSAGE);
  else if (input.bando !== null && found.bando === null) fail('bando', BANDO_DESCONHECIDO_MESSAGE);
  if (!(await exameVisivel(tx, context, input.exameClinicoNecropsia))) fail('exameClinicoNecropsia');
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

/** The domestic columns of a body (the shared ones: `colheitaStore`). */
export function colheitaAmostrasColumns(
  input: ColheitaAmostrasInput,
  resolved: ResolvedColheitaAmostras,
): ColheitaColumn[] {
  return [
    ['exploracao_id', resolved.exploracaoId],
    ['especie_id', input.especies[0] ?? null],
    ['bando_id', input.bando],
    ['observacoes', input.observacoes],
    ['regiao_dsavr_id', resolved.regiaoDsavrId],
  ];
}

/** Writes the lab assays and the samples (individual `I-`, group `G-`) of a save. */
export async function writeColheitaAmostrasRows(
  tx: Tx,
  id: number,
  input: ColheitaAmostrasInput,
  _resolved: ResolvedColheitaAmostras,
  replace: boolean,
): Promise<void> {
  const { amostras } = input;
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

/**
 * A collection in the shape of its create / save body (domain `colheitaAmostrasSchema`): what the submit guard
 * parses.
 */
export function loadColheitaAmostrasBody(tx: Tx, id: number): Promise<Record<string, unknown> | null> {
  return loadColheitaBody(
    tx,
    {
      tipo: COLHEITA_AMOSTRAS,
      fields: sql`'exploracao', (SELECT e.marca FROM exploracoes e WHERE e.id = c.exploracao_id),
        'especies', json_build_array(c.especie_id), 'bando', c.bando_id, 'observacoes', c.observacoes`,
      amostra: sql`'tipoAmostra', a.tipo_amostra, 'quantidadeAnimais', a.quantidade_animais,
        'quantidade', a.quantidade, 'subCategoriaAnimal', a.sub_categoria_animal_id`,
    },
    id,
  );
}
