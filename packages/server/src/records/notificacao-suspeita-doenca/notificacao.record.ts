import { sql } from 'drizzle-orm';
import {
  submitErrors,
  validarErrors,
} from '@sigsa/domain/records/notificacao-suspeita-doenca/notificacao.rules';
import {
  notificacaoSchema,
  type NotificacaoInput,
} from '@sigsa/domain/records/notificacao-suspeita-doenca/notificacao.schema';
import {
  NOTIFICACAO_CONCLUSAO_FIELDS,
  NOTIFICACAO_TIPO_MOTIVO_DEVOLUCAO,
  NOTIFICACAO_WORKFLOW,
  notificacaoResponsaveis,
  refuseNotificacaoSave,
  type NotificacaoEstado,
} from '@sigsa/domain/records/notificacao-suspeita-doenca/notificacao.workflow';
import { todayIn } from '@sigsa/domain/validation/dates';
import type { Actor } from '@sigsa/domain/workflow/workflow';
import { queryRows, type Tx } from '../../db/client.ts';
import type { FieldError } from '../../platform/http/errors.ts';
import type { RecordStore } from '../../platform/records/record-store.ts';
import type { OperationAlert, RecordRelation, RecordType } from '../../platform/records/record-type.ts';
import type { VisibilityContext } from '../../platform/resources/resource.types.ts';
import { adisRoutes } from './notificacao.adis.ts';
import { NOTIFICACAO_DOCUMENT_PARTS } from './notificacao.documents.ts';
import {
  insertNotificacao,
  loadNotificacaoBody,
  resolveNotificacao,
  rowCounts,
  tipoOf,
  updateNotificacao,
  type ResolvedNotificacao,
} from './notificacao.repository.ts';
import { CONCLUSAO_KEYS, notificacoesResource } from './notificacao.resource.ts';
import { seedNotificacaoConfig } from './notificacao.seed.ts';
import { refIdAt, submitFieldErrors } from '../../platform/records/record-body.ts';

/** Only the authority reads the conclusion (spec 002 §2: shown to ROLE_SIGSA; never in `fullMV`). */
function readsConclusao(role: string | null): boolean {
  return role === 'ROLE_SIGSA';
}

/** The record as `actor` reads it, in the body's shape: the conclusion only for the role that sees it. */
async function currentFor(tx: Tx, id: number, actor: Actor): Promise<Readonly<Record<string, unknown>>> {
  const body = (await loadNotificacaoBody(tx, id)) ?? {};
  if (readsConclusao(actor.role)) return body;
  // As the body of a client that never read it: no conclusion (a list, empty).
  const blank: Record<string, unknown> = {};
  for (const key of NOTIFICACAO_CONCLUSAO_FIELDS) blank[key] = key === 'doencasConfirmadas' ? [] : null;
  return { ...body, ...blank };
}

/**
 * How a notification is written (spec 002 §7): the domain schema, the references and the region, and the edit
 * policy of the domain (`refuseNotificacaoSave`: the animal type at creation only, location and observation date
 * in INICIAL only, the reviewer's save of the conclusion alone, 403 for a conclusion without VALIDAR).
 */
const store: RecordStore<NotificacaoInput, ResolvedNotificacao> = {
  schema: (today) => notificacaoSchema('save', today),
  resolve: resolveNotificacao,
  insert: insertNotificacao,
  update: updateNotificacao,
  editPolicy: {
    current: currentFor,
    refuse: (actor, record, changed) =>
      refuseNotificacaoSave(actor, { ...record, estado: record.estado as NotificacaoEstado }, changed),
  },
};

/**
 * The submit guard (spec 002 §5): the stored record through the domain's submit-mode schema, and the rows its
 * animal type needs (domain `submitErrors`); the schema's field errors follow the message, so a client can mark
 * the fields.
 */
async function submeterGuard(tx: Tx, id: number): Promise<(string | FieldError)[]> {
  const body = await loadNotificacaoBody(tx, id);
  const tipoAnimal = body ? tipoOf(body) : null;
  if (!body || !tipoAnimal) return [];
  const fields = submitFieldErrors(
    notificacaoSchema('submit', () => todayIn(new Date())),
    body,
  );
  return [
    ...submitErrors({ tipoAnimal, camposInvalidos: fields.length > 0, linhas: rowCounts(body) }),
    ...fields,
  ];
}

/** The validate guard (issue 12): a complete conclusion first (domain `validarErrors`). */
async function validarGuard(tx: Tx, id: number): Promise<string[]> {
  const [row] = await queryRows<{
    conclusaoSuspeita: 'CONFIRMADO' | 'NAO_CONFIRMADO' | null;
    motivoConfirmacao: number | null;
    ordemFoco: 'PRIMARIO' | 'SECUNDARIO' | null;
    motivoNaoConfirmacao: number | null;
  }>(
    tx,
    sql`SELECT cs.codigo AS "conclusaoSuspeita", n.motivo_confirmacao_id AS "motivoConfirmacao",
               orf.codigo AS "ordemFoco", n.motivo_nao_confirmacao_id AS "motivoNaoConfirmacao"
          FROM notificacoes_suspeitas_doencas n
          LEFT JOIN custom_types cs ON cs.id = n.conclusao_suspeita_id
          LEFT JOIN custom_types orf ON orf.id = n.ordem_foco_id
         WHERE n.id = ${id}`,
  );
  return row ? validarErrors(row) : [];
}

/**
 * A submission naming a category-A disease (EU Animal Health Law; issue 12, beyond the spec) alerts the reviewers
 * (ALTA) and the SVL and SVR users of the notification's region.
 */
async function categoriaAAlert(tx: Tx, id: number, operation: string): Promise<OperationAlert | null> {
  if (operation !== 'submeter') return null;
  const [row] = await queryRows<{ doencas: string[] | null; utilizadores: number[] | null }>(
    tx,
    sql`SELECT (SELECT array_agg(d.nome ORDER BY nd.ordem) FROM nsd_doencas nd JOIN doencas d ON d.id = nd.doenca_id
                 WHERE nd.notificacao_id = n.id AND 'A' = ANY(d.categorias)) AS doencas,
               (SELECT array_agg(DISTINCT u.id) FROM utilizadores u
                  JOIN utilizador_roles ur ON ur.utilizador_id = u.id AND ur.role IN ('ROLE_SVL', 'ROLE_SVR')
                  JOIN utilizador_dsavrs ud ON ud.utilizador_id = u.id AND ud.dsavr_id = n.regiao_dsavr_id
                 WHERE u.enabled) AS utilizadores
          FROM notificacoes_suspeitas_doencas n WHERE n.id = ${id} AND 'A' = ANY(n.categorias)`,
  );
  if (!row) return null;
  return {
    motivo: `Suspeita de doença de categoria A: ${(row.doencas ?? []).join(', ')}.`,
    utilizadores: (row.utilizadores ?? []).map(Number),
  };
}

/** The record without its conclusion, for every role but the one that reads it (whatever projection it asked). */
function redact(record: Readonly<Record<string, unknown>>, ctx: VisibilityContext): Record<string, unknown> {
  if (readsConclusao(ctx.role)) return { ...record };
  const hidden = new Set(CONCLUSAO_KEYS);
  return Object.fromEntries(Object.entries(record).filter(([key]) => !hidden.has(key)));
}

/**
 * The notification's links to others (issue 12 "Linked chain"): a secondary outbreak names its primary
 * (`focoPrimario`, set with the conclusion), which lists its secondaries back. Part of the conclusion, so only the
 * role that reads the conclusion reads the link, from either side.
 */
const relations: readonly RecordRelation[] = [
  {
    name: 'focoPrimario',
    label: 'Foco primário',
    back: { name: 'focosSecundarios', label: 'Focos secundários' },
    target: 'notificacoesSuspeitasDoencas',
    links: sql`SELECT sec.id AS origem, sec.foco_primario_id AS destino
                 FROM notificacoes_suspeitas_doencas sec WHERE sec.foco_primario_id IS NOT NULL`,
    readable: (ctx) => readsConclusao(ctx.role),
  },
];

/** The suspected-disease notification record type (spec 002 §1–§9, issue 12). */
export const notificacaoRecord: RecordType<NotificacaoEstado> = {
  entity: 'notificacoesSuspeitasDoencas',
  area: 'notificacoesSuspeitasDoencas',
  label: 'Notificação de suspeita de doença',
  workflow: NOTIFICACAO_WORKFLOW,
  resource: notificacoesResource,
  alias: sql`n`,
  table: sql`notificacoes_suspeitas_doencas`,
  estado: sql`n.estado`,
  arquivado: sql`n.arquivado`,
  version: sql`n.version`,
  createdBy: sql`n.created_by`,
  numeroSerie: sql`n.numero_serie`,
  dataReferencia: sql`n.data_observacao`,
  // The notifier keeps the record with its creator: sees it, is told of decisions, never reviews it.
  responsaveis: sql`ARRAY[n.responsavel_notificacao_id]`,
  returnReasonTipo: NOTIFICACAO_TIPO_MOTIVO_DEVOLUCAO,
  notificationTipo: 'NOTIFICACAO_SUSPEITA_DOENCA',
  detailRoute: (id) => `/consultar/notificacao-suspeita-doenca/${id}`,
  factsOf: (record) => ({
    estado: record.estado as NotificacaoEstado,
    createdBy: typeof record.createdBy === 'string' ? record.createdBy : null,
    responsaveis: notificacaoResponsaveis(refIdAt(record, 'responsavelNotificacao')),
    arquivado: record.arquivado === true,
  }),
  seed: seedNotificacaoConfig,
  store,
  documentParts: NOTIFICACAO_DOCUMENT_PARTS,
  guards: { submeter: submeterGuard, validar: validarGuard },
  redact,
  relations,
  routes: adisRoutes,
  alert: categoriaAAlert,
};
