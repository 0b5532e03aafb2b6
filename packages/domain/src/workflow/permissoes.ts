/** The per-record permission flags the server sends with every record (spec 000 §6, 001 §3.3). */
export const PERMISSAO_FLAGS = [
  'GUARDAR',
  'SUBMETER',
  'VALIDAR',
  'INVALIDAR',
  'NAO_VALIDAR',
  'DEVOLVER',
  'DEVOLVER_PARA_REANALISE',
  'RECECIONAR',
  'REGISTAR_ANALISES',
  'CRIAR',
  'CONSULTAR',
  'EDITAR',
  'REMOVER',
  // Ours (spec 000 §7.2 has the calls, §6 no flags for them): the record screen shows Arquivar/Desarquivar by them.
  'ARQUIVAR',
  'DESARQUIVAR',
  // Ours: 001 §6 has a "Submeter análise" button but no flag of its own; SUBMETER is the requester's submission.
  'SUBMETER_ANALISE',
] as const;

/** One of {@link PERMISSAO_FLAGS}. */
export type PermissaoFlag = (typeof PERMISSAO_FLAGS)[number];

/** The `permissoes` object of a record: every flag, true or false. */
export type Permissoes = Record<PermissaoFlag, boolean>;

/** Every flag false. */
export function noPermissoes(): Permissoes {
  return Object.fromEntries(PERMISSAO_FLAGS.map((flag) => [flag, false])) as Permissoes;
}

/** The derived "some" flag (001 §3.3): the management bar shows only when it is true. */
export function somePermissao(permissoes: Partial<Permissoes> | null | undefined): boolean {
  return PERMISSAO_FLAGS.some((flag) => permissoes?.[flag] === true);
}
