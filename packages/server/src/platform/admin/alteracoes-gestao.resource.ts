import { sql } from 'drizzle-orm';
import { ADMIN_ENTITIES } from '@sigsa/domain/admin/admin-registry';
import { column, columnFields, field, type ResourceDefinition } from '../resources/resource.types.ts';

const OPERACOES = [
  'criar',
  'alterar',
  'arquivar',
  'desarquivar',
  'confirmar',
  'remover',
  'associar',
  'desassociar',
  'ativar',
  'desativar',
  'repor palavra-passe',
  'pesquisar',
  'exportar',
];

/** The entities Gerir changes, named as its menu names them (one entity may have several views: the first). */
const ENTITY_OPTIONS = [
  ...new Map(ADMIN_ENTITIES.map((entity) => [entity.entity, entity.title] as const)).entries(),
  // Searches and exports of personal data (dados-pessoais/): no row of their own.
  ['dadosPessoais', 'Dados pessoais'] as const,
  // Levels of the access matrix (users/permissoes.routes.ts).
  ['permissoes', 'Perfis e acessos'] as const,
].map(([value, label]) => ({ value, label }));

const columns = [
  column({ prop: 'data', name: 'Data', type: 'DATETIME', expr: sql`ag.data` }),
  column({ prop: 'utilizador', name: 'Utilizador', type: 'STRING', expr: sql`ag.utilizador` }),
  column({ prop: 'role', name: 'Perfil', type: 'STRING', expr: sql`ag.role` }),
  column({
    prop: 'entidade',
    name: 'Entidade',
    type: 'OPTION',
    expr: sql`ag.entidade`,
    options: ENTITY_OPTIONS,
  }),
  column({
    prop: 'registoId',
    name: 'Registo',
    type: 'NUMBER',
    expr: sql`ag.registo_id`,
    valueType: 'integer',
  }),
  column({
    prop: 'operacao',
    name: 'Operação',
    type: 'OPTION',
    expr: sql`ag.operacao`,
    options: OPERACOES.map((value) => ({ value, label: value })),
  }),
  column({ prop: 'antes', name: 'Antes', type: 'TEXT', expr: sql`ag.antes::text`, canSort: false }),
  column({ prop: 'depois', name: 'Depois', type: 'TEXT', expr: sql`ag.depois::text`, canSort: false }),
];

/**
 * `gestao/auditoria` (issue 13, ours): every change made in Gerir — who, under which role, when, what, before →
 * after (never a secret: the writes leave secrets out of both) — for those who may consult Gerir. Newest first.
 */
export const alteracoesGestaoResource: ResourceDefinition = {
  entity: 'alteracoesGestao',
  area: 'gestao',
  from: sql`alteracoes_gestao ag`,
  id: sql`ag.id`,
  naturalKey: null,
  columns,
  searchColumns: ['utilizador'],
  projections: { summary: [field('id', sql`ag.id`, 'NUMBER'), ...columnFields(columns)] },
  visibility: () => null,
  finders: [],
  defaultSort: ['data,desc'],
};
