/** A report category (`categoriasRelatorios`, spec 000 §3): a tree by `pai`, per entity. */
export interface CategoriaRelatorio {
  id: number;
  nome: string;
  descricao: string | null;
  pai: number | null;
  entidade: string;
  subCategorias: CategoriaRelatorio[];
  relatorios: Relatorio[];
  _links: { self: { href: string } };
}

/** A saved report (`relatorios`, spec 000 §3): filters serialised in `filtrosJson`. */
export interface Relatorio {
  id: number;
  uuid: string;
  nome: string;
  categoria: number | null;
  entidade: string;
  /** The list's filters (and columns) serialised by the web client. */
  filtrosJson: string;
  /** Username of the owner: only the owner edits or deletes. */
  createdBy: string;
  partilhadoComUtilizadores: { id: number; nome: string }[];
  /** Roles it is shared with; only ROLE_SIGSA and ROLE_MANAGER may set it. */
  partilhadoComPerfis: string[];
  _links: { self: { href: string } };
}
