import { sql } from 'drizzle-orm';
import { ADMIN_ENTITIES, adminEntity } from '@sigsa/domain/admin/admin-registry';
import type { AdminEntity } from '@sigsa/domain/admin/admin-entity';
import { CATEGORIAS_DOENCA } from '@sigsa/domain/admin/entities/sanidade.admin';
import { prazoRespostaIso } from '@sigsa/domain/admin/entities/dados-pessoais.admin';
import { queryRows } from '../db/client.ts';
import { badRequest, conflict } from '../platform/http/errors.ts';
import { freguesiaNoPonto } from '../platform/geo/limites.query.ts';
import type { AdminTable } from '../platform/admin/admin-table.ts';

// Where each administered entity of the domain's registry lives (issue 13): table, alias of its list resource,
// the columns not named after their field, link tables, and the few rules that need stored rows.

function descriptor(entity: string): AdminEntity {
  const found = adminEntity(entity);
  if (!found) throw new Error(`Entidade de Gerir desconhecida: ${entity}`);
  return found;
}

/** The DDO category: the highest (earliest) EU category letter of the disease; none when it has none. */
function categoriaDDO(categorias: unknown): string | null {
  const letters = Array.isArray(categorias) ? categorias : [];
  return CATEGORIAS_DOENCA.find((letter) => letters.includes(letter)) ?? null;
}

/** A flock (or other row) naming a holding brand that does not exist. */
export const EXPLORACAO_DESCONHECIDA_MESSAGE = 'Exploração desconhecida.';

/** Message of a series whose name would change after it numbered records. */
export const SERIE_FROZEN_MESSAGE = 'A série já numerou registos: o nome não pode ser alterado.';

/** Every administered table, by entity path. */
export const REFERENCE_ADMIN_TABLES: readonly AdminTable[] = [
  {
    descriptor: descriptor('doencas'),
    table: 'doencas',
    alias: 'dz',
    columns: { listadaUE: 'listada_ue' },
    links: { especies: { table: 'doencas_especies', owner: 'doenca_id', target: 'especie_id' } },
    derived: (values) => ({ categoria_ddo: categoriaDDO(values.categorias) }),
  },
  { descriptor: descriptor('matrizesAmostras'), table: 'matrizes_amostras', alias: 'm' },
  { descriptor: descriptor('tiposControlo'), table: 'tipos_controlo', alias: 'tc' },
  {
    descriptor: descriptor('ensaiosLaboratoriais'),
    table: 'ensaios_laboratoriais',
    alias: 'el',
    links: {
      matrizes: { table: 'ensaios_laboratoriais_matrizes', owner: 'ensaio_id', target: 'matriz_id' },
      doencasRelacionadas: {
        table: 'ensaios_laboratoriais_doencas_relacionadas',
        owner: 'ensaio_id',
        target: 'doenca_id',
      },
    },
  },
  { descriptor: descriptor('tiposResultados'), table: 'tipos_resultados', alias: 'tr' },
  { descriptor: descriptor('listaValores'), table: 'lista_valores', alias: 'lv', assumed: false },
  { descriptor: descriptor('laboratorios'), table: 'laboratorios', alias: 'l' },
  {
    descriptor: descriptor('infraestruturas'),
    table: 'infraestruturas',
    alias: 'i',
    assumed: false,
    // The parish under the point (or the nearest within 200 m): where notifications on it find their region.
    afterWrite: async (tx, id, values) => {
      const point = values.localizacao as { latitude: number; longitude: number } | null;
      const parish = point ? await freguesiaNoPonto(tx, point.latitude, point.longitude) : null;
      await tx.execute(
        sql`UPDATE infraestruturas SET freguesia = ${parish?.dicofre ?? null} WHERE id = ${id}`,
      );
    },
  },
  { descriptor: descriptor('tiposInfraestruturas'), table: 'tipos_infraestruturas', alias: 'ti' },
  { descriptor: descriptor('inseticidas'), table: 'inseticidas', alias: 'i' },
  { descriptor: descriptor('tiposArmadilha'), table: 'tipos_armadilha', alias: 'ta' },
  { descriptor: descriptor('frequenciasUtilizacao'), table: 'frequencias_utilizacao', alias: 'fu' },
  { descriptor: descriptor('desconformidades'), table: 'desconformidades', alias: 'dc' },
  {
    descriptor: descriptor('desconformidadesRegistoSaude'),
    table: 'desconformidades_registo_saude',
    alias: 'drs',
  },
  { descriptor: descriptor('motivosExames'), table: 'motivos_exames', alias: 'me' },
  { descriptor: descriptor('zonasCacas'), table: 'zonas_cacas', alias: 'zc' },
  {
    descriptor: descriptor('bandos'),
    table: 'bandos',
    alias: 'b',
    // A flock belongs to a holding that exists (its brand).
    guard: async (tx, _before, after) => {
      const marca = typeof after.marcaExploracao === 'string' ? after.marcaExploracao : '';
      const [found] = await queryRows<{ id: number }>(
        tx,
        sql`SELECT id FROM exploracoes WHERE marca = ${marca}`,
      );
      if (!found)
        throw badRequest(EXPLORACAO_DESCONHECIDA_MESSAGE, [
          { field: 'marcaExploracao', message: EXPLORACAO_DESCONHECIDA_MESSAGE },
        ]);
    },
  },
  { descriptor: descriptor('classificacoesRisco'), table: 'classificacoes_risco', alias: 'cr' },
  { descriptor: descriptor('especies'), table: 'especies', alias: 's' },
  {
    descriptor: descriptor('categoriasAnimais'),
    table: 'categorias_animais',
    alias: 'ca',
    links: {
      especies: {
        table: 'categorias_animais_especies',
        owner: 'categoria_animal_id',
        target: 'especie_id',
      },
    },
  },
  { descriptor: descriptor('subCategoriasAnimais'), table: 'sub_categorias_animais', alias: 'sc' },
  {
    descriptor: descriptor('customTypes'),
    table: 'custom_types',
    alias: 'ct',
    archive: { column: 'ativo', active: true },
    // Records keep these codes as text and rules read them by code: a type from the reference files is in use
    // by definition (archive it instead); one created in Gerir may go while nothing names it.
    inUse: async (tx, id) =>
      (
        await queryRows(
          tx,
          sql`SELECT 1 FROM alteracoes_gestao
              WHERE entidade = 'customTypes' AND registo_id = ${id} AND operacao = 'criar' LIMIT 1`,
        )
      ).length === 0,
  },
  { descriptor: descriptor('tiposMotivosDevolucao'), table: 'tipos_motivos_devolucao', alias: 'tm' },
  { descriptor: descriptor('dsavrs'), table: 'dsavrs', alias: 'o' },
  {
    descriptor: descriptor('series'),
    table: 'series',
    alias: 'se',
    archive: { column: 'ativa', active: true },
    assumed: false,
    guard: async (tx, before, after, id) => {
      if (!before || id === null || before.nome === after.nome) return;
      const [row] = await queryRows<{ ultimo: number }>(
        tx,
        sql`SELECT ultimo_numero AS ultimo FROM series WHERE id = ${id}`,
      );
      if ((row?.ultimo ?? 0) > 0)
        throw conflict(SERIE_FROZEN_MESSAGE, [{ field: 'nome', message: SERIE_FROZEN_MESSAGE }]);
    },
    // One predefined series per class (000 §5: the one selected when the user picks none).
    afterWrite: async (tx, id, values) => {
      if (values.predefinida !== true) return;
      await tx.execute(
        sql`UPDATE series SET predefinida = false, version = version + 1
            WHERE classe = ${values.classe as string} AND id <> ${id} AND predefinida`,
      );
    },
  },
  { descriptor: descriptor('modelosDocumentos'), table: 'modelos_documentos', alias: 'md', assumed: false },
  { descriptor: descriptor('autenticacoesSipa'), table: 'autenticacoes_sipa', alias: 'sa', assumed: false },
  {
    descriptor: descriptor('pedidosDadosPessoais'),
    table: 'pedidos_dados_pessoais',
    alias: 'p',
    assumed: false,
    derived: (values) => ({ prazo: prazoRespostaIso(values.dataRececao) }),
  },
];

/**
 * The administered tables by entity path; every writable entity of the domain's registry has one, but users
 * (written by their own routes, `userAccounts`: users/user-accounts.ts).
 */
export const ADMIN_TABLES: ReadonlyMap<string, AdminTable> = new Map(
  REFERENCE_ADMIN_TABLES.map((table) => [table.descriptor.entity, table]),
);

/** Entities of the registry only read here (their writes are 405). */
export const READ_ONLY_ADMIN_ENTITIES = ADMIN_ENTITIES.filter((e) => e.readOnly).map((e) => e.entity);
