import { sql } from 'drizzle-orm';
import { char, check, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { auditColumns, geoPoint } from './columns.ts';
import { freguesias } from './geo.ts';

/**
 * The kinds of infrastructure that keep wild animals in captivity (ours: the spec names the entity and Gerir's
 * "infraestruturas e os seus tipos" list, not the types). Codes are stable; labels are pt-PT.
 */
export const TIPOS_INFRAESTRUTURA = [
  { value: 'PARQUE_ZOOLOGICO', label: 'Parque zoológico' },
  { value: 'CENTRO_RECUPERACAO', label: 'Centro de recuperação de animais selvagens (CRAS)' },
  { value: 'CERCADO_CACA', label: 'Cercado ou tapada de caça maior' },
  { value: 'CENTRO_PRODUCAO_CINEGETICA', label: 'Centro de produção de espécies cinegéticas' },
  { value: 'AQUARIO', label: 'Aquário ou oceanário' },
  { value: 'OUTRO', label: 'Outro' },
] as const;

/** One code of {@link TIPOS_INFRAESTRUTURA}. */
export type TipoInfraestrutura = (typeof TIPOS_INFRAESTRUTURA)[number]['value'];

const tipoList = sql.raw(TIPOS_INFRAESTRUTURA.map((t) => `'${t.value}'`).join(', '));

/**
 * Infrastructures keeping captive wild animals (spec 002 §2, issue 12: nomeEstabelecimento, nomeOperador,
 * nifOperador, numero, tipo, localizacao). `freguesia` is the parish under the point, kept so that a notification
 * finds its region without a spatial query.
 */
export const infraestruturas = pgTable(
  'infraestruturas',
  {
    id: serial('id').primaryKey(),
    nomeEstabelecimento: text('nome_estabelecimento').notNull(),
    nomeOperador: text('nome_operador').notNull(),
    nifOperador: text('nif_operador'),
    numero: text('numero').notNull().unique(),
    tipo: text('tipo').$type<TipoInfraestrutura>().notNull(),
    localizacao: geoPoint('localizacao'),
    freguesia: char('freguesia', { length: 6 }).references(() => freguesias.dicofre),
    ...auditColumns,
  },
  (t) => [
    check('infraestruturas_tipo_check', sql`${t.tipo} IN (${tipoList})`),
    // The search of the captive-wild form: "contains" on the establishment and operator names, sorted by the
    // establishment's name (spec 002 §2, §9); NIF and number are short codes.
    index('infraestruturas_nome_estabelecimento_idx').on(t.nomeEstabelecimento, t.id),
    index('infraestruturas_nome_estab_trgm_idx').using(
      'gin',
      sql`immutable_unaccent(lower(${t.nomeEstabelecimento})) gin_trgm_ops`,
    ),
    index('infraestruturas_nome_operador_trgm_idx').using(
      'gin',
      sql`immutable_unaccent(lower(${t.nomeOperador})) gin_trgm_ops`,
    ),
    index('infraestruturas_nif_operador_idx').on(t.nifOperador),
    index('infraestruturas_localizacao_idx').using('gist', t.localizacao),
  ],
);
