import type { Area } from '../access/areas.ts';
import type { Role } from '../access/roles.ts';

// The Início dashboard's figures (spec 000 §2.3, §7.6; issue 17): each record type declares its indicator groups
// beside its workflow; the server counts each card through the list engine (the resource's visibility and filter
// compiler) and the web links each card to the list with the same filters, so the figure is the list's count.

/** The eight `GET kpis/<grupo>` of spec 000 §7.6. */
export const GRUPOS_INDICADORES = [
  'indicadoresNotificacoesSuspeitasDoencas',
  'indicadoresControlosLaboratoriais',
  'indicadoresControlosLaboratoriaisAnimaisSelvagens',
  'indicadoresControlosLaboratoriaisVigilancias',
  'indicadoresExamesClinicosNecropsias',
  'indicadoresVacinacao',
  'indicadoresQuestionarios',
  'indicadoresExamesClinicosNecropsiasSVL',
] as const;

/** One of {@link GRUPOS_INDICADORES}. */
export type GrupoIndicadoresNome = (typeof GRUPOS_INDICADORES)[number];

/** A filter of a card, as the generic list's URL carries it (`?filtros=[{"key":…,"value":…}]`). */
export interface FiltroIndicador {
  /** The list column's key (e.g. `estado`). */
  key: string;
  /** The values the column is filtered by (membership), or the value of a yes/no column. */
  value: readonly string[] | boolean;
}

/** One card: a figure and the list it counts. */
export interface CartaoIndicador {
  /** The key of the figure in the answer (a state, or e.g. `SUBMETIDO-DDO-A`). */
  chave: string;
  /** What the card reads (pt-PT). */
  rotulo: string;
  /** The list filters the card counts, and its link carries. */
  filtros: readonly FiltroIndicador[];
  /** A warning icon when the figure is above 0 (awaiting someone's action: in validation, in analysis). */
  alerta: boolean;
  /** The roles the card is shown to (always over what the role may see). */
  perfis: readonly Role[];
}

/** The cards of one record type under one `kpis` name. */
export interface GrupoIndicadores {
  grupo: GrupoIndicadoresNome;
  /** Heading of the group on Início (pt-PT). */
  titulo: string;
  /** The list resource the cards count (`GET {entidade}/search/filter`). */
  entidade: string;
  /** The access area of that resource: a role that may not consult it has no such group. */
  area: Area;
  /** The generic list the cards open (web path). */
  rotaLista: string;
  /** Every state of the type's workflow: the registry's check that the cards name real ones. */
  estados: readonly string[];
  cartoes: readonly CartaoIndicador[];
}

/** Column key of a record's state in every record list. */
export const ESTADO_KEY = 'estado';

/**
 * Column key, in every reviewed record list, of "A aguardar a minha decisão" (ours, issue 17): yes when the caller
 * may decide the record now (a reviewer's operation runs from its state, for the caller's role and level, and the
 * caller does not keep it: four-eyes). It depends on who asks, so it filters but is never shown or exported.
 */
export const DECISAO_KEY = 'aguardaMinhaDecisao';

/** What the column of {@link DECISAO_KEY} and its card read. */
export const DECISAO_ROTULO = 'A aguardar a minha decisão';

/** The roles that see the dashboard of the records they may see (every role but the carrier's, spec 000 §2.3). */
export const PERFIS_REGISTOS: readonly Role[] = [
  'ROLE_SIGSA',
  'ROLE_MANAGER',
  'ROLE_SVL',
  'ROLE_SVR',
  'ROLE_MV',
  'ROLE_MV_MUNICIPAL',
];

/** A card counting records in `estados`. */
export function cartaoEstados(
  chave: string,
  rotulo: string,
  estados: readonly string[],
  opcoes: { alerta?: boolean; perfis?: readonly Role[] } = {},
): CartaoIndicador {
  return {
    chave,
    rotulo,
    filtros: [{ key: ESTADO_KEY, value: estados }],
    alerta: opcoes.alerta ?? false,
    perfis: opcoes.perfis ?? PERFIS_REGISTOS,
  };
}

/** The roles that follow the records in validation of their reach (the exams' DDO cards). */
export const PERFIS_VALIDACAO_REGIONAL: readonly Role[] = [
  'ROLE_SIGSA',
  'ROLE_MANAGER',
  'ROLE_SVL',
  'ROLE_SVR',
];

/**
 * The card of what awaits the caller's decision: for the roles that decide records, those with the full REGISTO
 * level on the record areas (spec 000 §6). The regional services hold the limited level there: they follow what
 * is in validation (the DDO cards) but never decide it, so theirs would always read "-".
 */
export const CARTAO_DECISAO: CartaoIndicador = {
  chave: 'AGUARDA_MINHA_DECISAO',
  rotulo: DECISAO_ROTULO,
  filtros: [{ key: DECISAO_KEY, value: true }],
  alerta: true,
  perfis: ['ROLE_SIGSA', 'ROLE_MANAGER'],
};

/** The states a card counts when it counts by state alone (a partition of the type's records), else null. */
export function estadosDoCartao(cartao: CartaoIndicador): readonly string[] | null {
  const [filtro, ...outros] = cartao.filtros;
  if (filtro?.key !== ESTADO_KEY || typeof filtro.value === 'boolean' || outros.length > 0) return null;
  return filtro.value;
}

/** The cards of `grupo` a role is shown. */
export function cartoesDoPerfil(grupo: GrupoIndicadores, role: Role): CartaoIndicador[] {
  return grupo.cartoes.filter((cartao) => cartao.perfis.includes(role));
}

/** A card filter as the list's URL carries it (a plain array or boolean). */
export function filtroDaLigacao(filtro: FiltroIndicador): { key: string; value: string[] | boolean } {
  return { key: filtro.key, value: typeof filtro.value === 'boolean' ? filtro.value : [...filtro.value] };
}

/** The link of a card: the list's path with its filters, as the list reads them back. */
export function ligacaoDoCartao(grupo: GrupoIndicadores, cartao: CartaoIndicador): string {
  const filtros = cartao.filtros.map(filtroDaLigacao);
  return `${grupo.rotaLista}?${new URLSearchParams({ filtros: JSON.stringify(filtros) }).toString()}`;
}

/** What the registry must hold, in words (empty when it does): the tests run it over every group. */
export function problemasDoGrupo(grupo: GrupoIndicadores): string[] {
  const problemas: string[] = [];
  const chaves = new Set<string>();
  for (const cartao of grupo.cartoes) {
    if (chaves.has(cartao.chave)) problemas.push(`${grupo.grupo}: a chave ${cartao.chave} repete-se`);
    chaves.add(cartao.chave);
    for (const filtro of cartao.filtros)
      if (filtro.key === ESTADO_KEY)
        for (const estado of typeof filtro.value === 'boolean' ? [] : filtro.value)
          if (!grupo.estados.includes(estado))
            problemas.push(`${grupo.grupo}/${cartao.chave}: o estado ${estado} não existe no fluxo`);
  }
  // A state in at most one card of a group, among cards that do not narrow further (the DDO cards split one).
  const porEstado = new Map<string, string>();
  for (const cartao of grupo.cartoes) {
    for (const estado of estadosDoCartao(cartao) ?? []) {
      const outro = porEstado.get(estado);
      if (outro) problemas.push(`${grupo.grupo}: o estado ${estado} está em ${outro} e em ${cartao.chave}`);
      porEstado.set(estado, cartao.chave);
    }
  }
  return problemas;
}
