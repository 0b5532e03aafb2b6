import { sql } from 'drizzle-orm';
import { latLon, localizacaoColumn } from '../../platform/geo/location-columns.ts';
import { customTypeJson } from '../../platform/records/record-columns.ts';
import { field } from '../../platform/resources/resource.types.ts';
import {
  colheitaColumns,
  colheitaResource,
  referenceColumn,
  refJson,
  refJsonText,
} from '../colheitas.resource.ts';
import type { ColheitaTipo } from '../colheitas.tipo.ts';

/** The wild collection type (001 §3.1): `cas_` tables. */
export const COLHEITA_SELVAGEM: ColheitaTipo = {
  entity: 'controlosLaboratoriaisColheitasAnimaisSelvagens',
  area: 'colheitaAmostrasSelvagens',
  label: 'Colheita de amostras de animais selvagens',
  table: 'colheitas_animais_selvagens',
  prefix: 'cas',
  regiao: 'dsavr_id',
  especies: 'SELECT l.especie_id FROM cas_especies l WHERE l.colheita_id = c.id',
};

/** `[{ id, codigo, nome }]` of the species list `table` of the row `owner` (`<table>.<column>`), in order. */
const especiesJson = (table: string, column: string, owner: string) =>
  `(SELECT coalesce(json_agg((SELECT json_build_object('id', es.id, 'codigo', es.codigo, 'nome', es.nome)
      FROM especies es WHERE es.id = l.especie_id) ORDER BY l.ordem), '[]'::json)
    FROM ${table} l WHERE l.${column} = ${owner}.id)`;

/** A custom type of the sample `a` by its column, `{ id, codigo, nome }`. */
const tipoDaAmostra = (column: string) => refJsonText('custom_types', `a.${column}`);

/** A wild sample's own fields (001 §3.1), over the sample row `a`. */
const AMOSTRA_SELVAGEM = `'especies', ${especiesJson('cas_amostras_especies', 'amostra_id', 'a')},
  'sexo', ${tipoDaAmostra('sexo_id')}, 'classeEtaria', ${tipoDaAmostra('classe_etaria_id')},
  'metodoConservacao', ${tipoDaAmostra('metodo_conservacao_id')}`;

/** The invoice (001 §3.1 `fatura`) of the collection `c`, null when none was filled. */
export const faturaJson = sql`(SELECT json_build_object('id', f.id, 'numeroCompromisso', f.numero_compromisso,
    'numeroCabimento', f.numero_cabimento, 'numeroContrato', f.numero_contrato, 'entidadade', f.entidadade,
    'nifEntidade', f.nif_entidade)
  FROM cas_faturas f WHERE f.colheita_id = c.id)`;

/**
 * Wild-animal laboratory collections (Consultar → Colheita de amostras de animais selvagens), by id (001 §3.1):
 * filed under their own DSAVR; programme, situation, species, hunting process and zone, sample total, location
 * and invoice beside the fields every collection has.
 */
export const colheitasSelvagensResource = colheitaResource({
  tipo: COLHEITA_SELVAGEM,
  joins: sql`JOIN custom_types pg ON pg.id = c.programa_id
    JOIN custom_types sa ON sa.id = c.situacao_id
    LEFT JOIN custom_types pc ON pc.id = c.processo_caca_id`,
  columns: [
    colheitaColumns.data,
    referenceColumn(
      { prop: 'programa.nome', name: 'Programa' },
      { alias: 'pg', label: 'nome', idExpr: sql`c.programa_id` },
      { source: 'PROGRAMA' },
    ),
    referenceColumn(
      { prop: 'situacao.nome', name: 'Situação' },
      { alias: 'sa', label: 'nome', idExpr: sql`c.situacao_id` },
      { source: 'SITUACAO_ANIMAL' },
    ),
    colheitaColumns.dsavr('dsavr.sigla', sql`c.dsavr_id`),
    colheitaColumns.tipoControlo,
    colheitaColumns.laboratorio,
    colheitaColumns.codigoInterno,
    colheitaColumns.responsavel,
    localizacaoColumn(sql`c.localizacao`),
  ],
  searchColumns: ['numeroSerie', 'codigoInternoLaboratorio'],
  fields: [
    field('programa', customTypeJson('pg'), 'LIST'),
    field('situacao', customTypeJson('sa'), 'LIST'),
    field('especies', sql.raw(especiesJson('cas_especies', 'colheita_id', 'c')), 'LIST'),
    field('processoCaca', customTypeJson('pc'), 'LIST'),
    field('zonaCaca', refJson('zonas_cacas', 'c.zona_caca_id'), 'LIST'),
    field('totalAmostras', sql`c.total_amostras`, 'NUMBER'),
    field('dsavr', refJson('dsavrs', 'c.dsavr_id'), 'LIST'),
    field('localizacao', latLon(sql`c.localizacao`), 'LIST'),
    field('fatura', faturaJson, 'LIST'),
  ],
  amostra: AMOSTRA_SELVAGEM,
});
