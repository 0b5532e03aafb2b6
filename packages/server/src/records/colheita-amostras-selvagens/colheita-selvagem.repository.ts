import { sql } from 'drizzle-orm';
import { SEQUENCIA_PREFIXOS } from '@sigsa/domain/records/amostras';
import {
  camposCacaEmFalta,
  type ColheitaSelvagemInput,
} from '@sigsa/domain/records/colheita-amostras-selvagens/colheita-selvagem.schema';
import type { FaturaInput } from '@sigsa/domain/records/colheitas.schema';
import type { FieldError } from '@sigsa/domain/validation/field-error';
import { LOCALIZACAO_FORA_PORTUGAL_MESSAGE } from '@sigsa/domain/validation/localizacao';
import { INVALID_VALUE_MESSAGE, REQUIRED_MESSAGE } from '@sigsa/domain/validation/messages';
import { queryRows, type Tx } from '../../db/client.ts';
import { latLon } from '../../platform/geo/location-columns.ts';
import { concelhoNoPonto, freguesiaNoPonto } from '../../platform/geo/limites.query.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { childRows } from '../../platform/records/child-rows.ts';
import { lookupCustomTypes } from '../../platform/records/custom-types-lookup.ts';
import type { WriteContext } from '../../platform/records/record-store.ts';
import { loadColheitaBody } from '../colheitas.body.ts';
import { colheitaRowsErrors } from '../colheitas.checks.ts';
import { insertAmostrasIds, writeColheitaRows } from '../colheitas.rows.ts';
import { exameVisivel, type ColheitaColumn } from '../colheitas.write.ts';
import { COLHEITA_SELVAGEM, faturaJson } from './colheita-selvagem.resource.ts';

// How a wild collection is read and written (001 §3.1, §5.1, §7; issue 16): the references of a body checked
// (400 per field), and its rows — species, invoice, samples with their species.

/** Ours: a domestic species in a wild collection or sample. */
export const ESPECIE_NAO_SELVAGEM_MESSAGE = 'Só são aceites espécies selvagens.';

/** Ours, as the exam's: a responsible who is no (enabled) user. */
export const UTILIZADOR_DESCONHECIDO_MESSAGE = 'Utilizador desconhecido.';

/** What a save writes besides the body. */
export interface ResolvedColheitaSelvagem {
  /** The diagnostic laboratory; none in a draft that names none. */
  laboratorioId: number | null;
}

interface Found {
  responsavel: number | null;
  dsavr: number | null;
  tipoControlo: number | null;
  zona: number | null;
  selvagens: number[] | null;
}

/** Which situation is a hunted animal's (SITUACAO_ANIMAL CACADO): its hunting fields are required. */
export async function situacaoCacado(tx: Tx): Promise<(situacao: number) => boolean> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM custom_types WHERE categoria = 'SITUACAO_ANIMAL' AND codigo = 'CACADO'`,
  );
  const cacado = row ? Number(row.id) : null;
  return (situacao) => situacao === cacado;
}

/**
 * True when a point lies in Portugal by the CAOP: a parish covers it (or one is within 200 m of it), or, where the
 * parishes are not loaded (Madeira), a municipality does. The domain's boxes already refused the far ones.
 */
async function emPortugal(tx: Tx, point: { latitude: number; longitude: number }): Promise<boolean> {
  const { latitude, longitude } = point;
  return (
    (await freguesiaNoPonto(tx, latitude, longitude)) !== null ||
    (await concelhoNoPonto(tx, latitude, longitude)) !== null
  );
}

/**
 * Checks every reference of a body (400 naming each field at fault): wild species only (the collection's and each
 * sample's), the value lists of programme, situation, hunting process and each sample's sex, age class and
 * preservation; a regional DSAVR (not the central service), an enabled user as the responsible, a
 * non-entomological control type, the hunting zone, a visible exam, a point in Portugal; the hunting fields of a
 * hunted animal; then the assays, samples and laboratory as every collection's. Nothing is written here.
 */
export async function resolveColheitaSelvagem(
  tx: Tx,
  input: ColheitaSelvagemInput,
  context: WriteContext,
): Promise<ResolvedColheitaSelvagem> {
  const { amostras } = input;
  const especies = [...new Set([...input.especies, ...amostras.flatMap((a) => a.especies)])];
  const [found] = await queryRows<Found>(
    tx,
    sql`SELECT
      (SELECT id FROM utilizadores WHERE id = ${input.responsavelColheita} AND enabled) AS responsavel,
      (SELECT id FROM dsavrs WHERE id = ${input.dsavr} AND tipo <> 'SERVICO_CENTRAL' AND NOT arquivado) AS dsavr,
      (SELECT id FROM tipos_controlo WHERE id = ${input.tipoControlo} AND NOT entomologico AND NOT arquivado)
        AS "tipoControlo",
      (SELECT id FROM zonas_cacas WHERE id = ${input.zonaCaca} AND NOT arquivado) AS zona,
      (SELECT array_agg(id) FROM especies
        WHERE id = ANY(${sql.param(especies)}::int[]) AND NOT domestico) AS selvagens`,
  );
  if (!found) throw badRequest();
  const { isOf, codeIds } = await lookupCustomTypes(
    tx,
    [
      input.programa,
      input.situacao,
      input.processoCaca,
      ...amostras.flatMap((a) => [a.sexo, a.classeEtaria, a.metodoConservacao]),
    ],
    ['SITUACAO_ANIMAL'],
  );
  const cacado = codeIds.get('SITUACAO_ANIMAL:CACADO');
  const errors: FieldError[] = [];
  const fail = (field: string, message = INVALID_VALUE_MESSAGE) => errors.push({ field, message });
  const selvagens = new Set((found.selvagens ?? []).map(Number));
  const soSelvagens = (list: readonly number[]) => list.every((e) => selvagens.has(e));

  if (!soSelvagens(input.especies)) fail('especies', ESPECIE_NAO_SELVAGEM_MESSAGE);
  if (!isOf(input.programa, 'PROGRAMA')) fail('programa');
  if (!isOf(input.situacao, 'SITUACAO_ANIMAL')) fail('situacao');
  if (!isOf(input.processoCaca, 'PROCESSO_CACA')) fail('processoCaca');
  if (found.dsavr === null) fail('dsavr');
  if (found.responsavel === null) fail('responsavelColheita', UTILIZADOR_DESCONHECIDO_MESSAGE);
  if (found.tipoControlo === null) fail('tipoControlo');
  if (input.zonaCaca !== null && found.zona === null) fail('zonaCaca');
  if (!(await exameVisivel(tx, context, input.exameClinicoNecropsia))) fail('exameClinicoNecropsia');
  if (!(await emPortugal(tx, input.localizacao))) fail('localizacao', LOCALIZACAO_FORA_PORTUGAL_MESSAGE);
  for (const field of camposCacaEmFalta(input, (situacao) => situacao === cacado))
    fail(field, REQUIRED_MESSAGE);
  amostras.forEach((amostra, i) => {
    const at = (field: string) => `amostras.${i}.${field}`;
    if (!soSelvagens(amostra.especies)) fail(at('especies'), ESPECIE_NAO_SELVAGEM_MESSAGE);
    if (!isOf(amostra.sexo, 'SEXO')) fail(at('sexo'));
    if (!isOf(amostra.classeEtaria, 'CLASSE_ETARIA')) fail(at('classeEtaria'));
    if (!isOf(amostra.metodoConservacao, 'METODOS_CONSERVACAO')) fail(at('metodoConservacao'));
  });
  const rows = await colheitaRowsErrors(tx, input);
  errors.push(...rows.errors);
  if (errors.length > 0) throw badRequest(errors[0]?.message, errors);
  return { laboratorioId: rows.laboratorioId };
}

/** The wild columns of a body (the shared ones: `colheitaStore`). */
export function colheitaSelvagemColumns(
  input: ColheitaSelvagemInput,
  _resolved: ResolvedColheitaSelvagem,
): ColheitaColumn[] {
  const { latitude, longitude } = input.localizacao;
  return [
    ['programa_id', input.programa],
    ['situacao_id', input.situacao],
    ['dsavr_id', input.dsavr],
    ['localizacao', sql`ST_SetSRID(ST_MakePoint(${longitude}::float8, ${latitude}::float8), 4326)`],
    ['processo_caca_id', input.processoCaca],
    ['zona_caca_id', input.zonaCaca],
    ['total_amostras', input.totalAmostras],
  ];
}

/** The invoice of a save: kept (its id with it) when filled, gone otherwise. */
async function writeFatura(tx: Tx, id: number, fatura: FaturaInput | null): Promise<void> {
  if (!fatura) {
    await tx.execute(sql`DELETE FROM cas_faturas WHERE colheita_id = ${id}`);
    return;
  }
  await tx.execute(sql`
    INSERT INTO cas_faturas (colheita_id, numero_compromisso, numero_cabimento, numero_contrato, entidadade,
      nif_entidade)
    VALUES (${id}, ${fatura.numeroCompromisso}, ${fatura.numeroCabimento}, ${fatura.numeroContrato},
      ${fatura.entidadade}, ${fatura.nifEntidade})
    ON CONFLICT (colheita_id) DO UPDATE SET numero_compromisso = EXCLUDED.numero_compromisso,
      numero_cabimento = EXCLUDED.numero_cabimento, numero_contrato = EXCLUDED.numero_contrato,
      entidadade = EXCLUDED.entidadade, nif_entidade = EXCLUDED.nif_entidade`);
}

/** The child tables of a wild collection key on `colheita_id`. */
const ROWS = childRows('colheita_id');

/** Writes the species, the invoice, the lab assays and the samples (`A-`) with their species of a save. */
export async function writeColheitaSelvagemRows(
  tx: Tx,
  id: number,
  input: ColheitaSelvagemInput,
  _resolved: ResolvedColheitaSelvagem,
  replace: boolean,
): Promise<void> {
  const { amostras } = input;
  if (replace) await tx.execute(sql`DELETE FROM cas_especies WHERE colheita_id = ${id}`);
  await ROWS.insertIdList(tx, 'cas_especies', 'especie_id', id, input.especies);
  await writeFatura(tx, id, input.fatura);
  const amostraIds = await writeColheitaRows(
    tx,
    'cas',
    id,
    {
      ensaios: input.ensaios,
      amostras: amostras.map((a) => ({ ...a, prefixo: SEQUENCIA_PREFIXOS.SELVAGEM })),
      extra: [
        ['sexo_id', 'int', amostras.map((a) => a.sexo)],
        ['classe_etaria_id', 'int', amostras.map((a) => a.classeEtaria)],
        ['metodo_conservacao_id', 'int', amostras.map((a) => a.metodoConservacao)],
      ],
    },
    replace,
  );
  await insertAmostrasIds(
    tx,
    'cas_amostras_especies',
    'especie_id',
    amostraIds,
    amostras.map((a) => a.especies),
  );
}

/**
 * A wild collection in the shape of its create / save body (domain `colheitaSelvagemSchema`): what the submit
 * guard parses.
 */
export function loadColheitaSelvagemBody(tx: Tx, id: number): Promise<Record<string, unknown> | null> {
  return loadColheitaBody(
    tx,
    {
      tipo: COLHEITA_SELVAGEM,
      fields: sql`'programa', c.programa_id, 'situacao', c.situacao_id,
        'especies', (SELECT coalesce(json_agg(l.especie_id ORDER BY l.ordem), '[]'::json) FROM cas_especies l
          WHERE l.colheita_id = c.id),
        'processoCaca', c.processo_caca_id, 'zonaCaca', c.zona_caca_id, 'totalAmostras', c.total_amostras,
        'dsavr', c.dsavr_id, 'localizacao', ${latLon(sql`c.localizacao`)},
        'fatura', ${faturaJson}`,
      amostra: sql`'especies', (SELECT coalesce(json_agg(l.especie_id ORDER BY l.ordem), '[]'::json)
          FROM cas_amostras_especies l WHERE l.amostra_id = a.id),
        'sexo', a.sexo_id, 'classeEtaria', a.classe_etaria_id, 'metodoConservacao', a.metodo_conservacao_id`,
    },
    id,
  );
}
