import { sql, type SQL } from 'drizzle-orm';
import type { AdminEntity, AdminField } from '@sigsa/domain/admin/admin-entity';
import { PEDIDOS_DADOS_PESSOAIS_ADMIN } from '@sigsa/domain/admin/entities/dados-pessoais.admin';
import { INFRAESTRUTURAS_ADMIN } from '@sigsa/domain/admin/entities/infraestruturas.admin';
import { UTILIZADORES_ADMIN } from '@sigsa/domain/admin/entities/utilizadores.admin';
import { columnOf } from '../platform/admin/admin-table.ts';
import { ADMIN_TABLES } from '../reference/reference.admin.ts';
import { notificacaoRecord } from '../records/notificacao-suspeita-doenca/notificacao.record.ts';

// Where personal data lives (RGPD; issue 13 "Personal data"): each source names the columns a subject is found by
// (NIF: equality, an index each; name: "contém", a trigram index each) and the personal fields its export gives.
// Administered entities take theirs from the descriptor's `personal` flags; holdings and record types list them.
// A new record type holding personal data adds its source here.

/** One personal field of a source: its label and value. */
export interface PersonalField {
  key: string;
  label: string;
  expr: SQL;
}

/** A table holding personal data, aliased `t` in `from`. */
export interface PersonalDataSource {
  entity: string;
  /** pt-PT plural, the heading of its results. */
  title: string;
  from: SQL;
  /** What the row is known by (a username, a brand, a record number). */
  identificacao: SQL;
  /** Columns equal to a searched NIF. */
  nif: readonly SQL[];
  /** Columns a searched name is contained in. */
  nome: readonly SQL[];
  fields: readonly PersonalField[];
  /** The web path that shows the row. */
  link: (id: number, identificacao: string) => string;
}

const t = (column: string): SQL => sql.raw(`t.${column}`);

/**
 * A source from an administered entity (`table`): the descriptor's personal fields; the NIF-format ones searched
 * by NIF, the name ones ("nome" in the key) by name.
 */
function adminSource(
  descriptor: AdminEntity,
  table: string,
  identificacao: SQL,
  link: PersonalDataSource['link'],
): PersonalDataSource {
  const admin = ADMIN_TABLES.get(descriptor.entity);
  // Users are written by their own routes (no admin table): their columns are their keys.
  const column = (field: AdminField) => t(admin ? columnOf(admin, field) : field.key);
  const personal = descriptor.fields.filter((field) => field.personal);
  return {
    entity: descriptor.entity,
    title: descriptor.title,
    from: sql.raw(`${table} t`),
    identificacao,
    nif: personal.filter((field) => field.format === 'nif').map(column),
    nome: personal.filter((field) => !field.format && /nome/i.test(field.key)).map(column),
    fields: personal.map((field) => ({ key: field.key, label: field.label, expr: column(field) })),
    link,
  };
}

const listFilter = (path: string, key: string, value: string) =>
  `/${path}?filtros=${encodeURIComponent(JSON.stringify([{ key, value }]))}`;

/** Every source, in the order results are shown. */
export const PERSONAL_DATA_SOURCES: readonly PersonalDataSource[] = [
  adminSource(UTILIZADORES_ADMIN, 'utilizadores', t('username'), (id) => `/gestao/utilizadores/${id}`),
  {
    entity: 'exploracoes',
    title: 'Explorações',
    from: sql`exploracoes t`,
    identificacao: t('marca'),
    nif: [t('nif')],
    nome: [t('nome')],
    fields: [
      { key: 'marca', label: 'Marca', expr: t('marca') },
      { key: 'nome', label: 'Nome', expr: t('nome') },
      { key: 'nif', label: 'NIF', expr: t('nif') },
    ],
    link: (_id, marca) => listFilter('consultar/exploracoes', 'marca', marca),
  },
  {
    entity: notificacaoRecord.resource.entity,
    title: 'Notificações de suspeita de doença',
    from: sql`notificacoes_suspeitas_doencas t`,
    identificacao: t('numero_serie'),
    nif: [t('nif')],
    nome: [t('nome_detentor'), t('nome_encontrado_por')],
    fields: [
      { key: 'nomeDetentor', label: 'Nome do detentor', expr: t('nome_detentor') },
      { key: 'moradaDetentor', label: 'Morada do detentor', expr: t('morada_detentor') },
      { key: 'nif', label: 'NIF', expr: t('nif') },
      { key: 'telefone', label: 'Telefone', expr: t('telefone') },
      { key: 'email', label: 'E-mail', expr: t('email') },
      { key: 'nomeEncontradoPor', label: 'Encontrado por', expr: t('nome_encontrado_por') },
      { key: 'moradaEncontradoPor', label: 'Morada de quem encontrou', expr: t('morada_encontrado_por') },
    ],
    link: (id) => notificacaoRecord.detailRoute(id),
  },
  adminSource(
    INFRAESTRUTURAS_ADMIN,
    'infraestruturas',
    sql`t.numero || ' — ' || t.nome_estabelecimento`,
    (id) => `/gestao/infraestruturas/${id}`,
  ),
  adminSource(
    PEDIDOS_DADOS_PESSOAIS_ADMIN,
    'pedidos_dados_pessoais',
    sql`t.id::text`,
    (id) => `/gestao/pedidos-dados-pessoais/${id}`,
  ),
];
