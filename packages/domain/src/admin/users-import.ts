import { UTILIZADORES_ADMIN } from './entities/utilizadores.admin.ts';

// Importing users from a CSV file (issue 13 "Beyond the spec", as DHIS2's validate-only import): a preview says,
// line by line, what would happen (nova / alterada / igual / erro) and writes nothing; the import applies every
// line in one transaction, or none when one fails. The same columns as Gerir's user form, one source for the
// server's reader, the template the web offers and the documentation.

/** The CSV's columns: the user form's fields by key, in the form's order. */
export const USER_IMPORT_COLUMNS: readonly string[] = UTILIZADORES_ADMIN.fields.map((f) => f.key);

/** Lines a file may hold beyond its header: an import is an onboarding, not a migration. */
export const USER_IMPORT_MAX_LINES = 1000;

/** Largest file the server reads (bytes). */
export const USER_IMPORT_MAX_BYTES = 1_048_576;

/** Separators of the values of a list cell (perfis, dsavrs): `ROLE_MV|ROLE_SIGSA`. */
export const USER_IMPORT_LIST_SEPARATOR = /[|;,\s]+/;

/** What a line does. */
export const USER_IMPORT_OUTCOMES = ['nova', 'alterada', 'igual', 'erro'] as const;
export type UserImportOutcome = (typeof USER_IMPORT_OUTCOMES)[number];

/** How a line's outcome reads. */
export const USER_IMPORT_OUTCOME_LABELS: Record<UserImportOutcome, string> = {
  nova: 'Nova',
  alterada: 'Alterada',
  igual: 'Sem alterações',
  erro: 'Erro',
};

/** One line of the answer: its number in the file (the header is line 1), what it does and why not. */
export interface UserImportLine {
  linha: number;
  username: string;
  resultado: UserImportOutcome;
  /** Fields the line changes (alterada) or sets (nova). */
  campos: string[];
  erros: { field: string; message: string }[];
  /** A new user's temporary password, once, when the import is applied. */
  palavraPasseTemporaria?: string;
}

/** The answer of a preview or an import. */
export interface UserImportResult {
  /** Whether the lines were written (an import with no line in error). */
  aplicada: boolean;
  linhas: UserImportLine[];
  totais: Record<UserImportOutcome, number>;
}

/** A header name folded for matching: lower case, no accents, no spaces. */
function fold(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
}

const COLUMN_BY_NAME = new Map(
  UTILIZADORES_ADMIN.fields.flatMap((f) => [
    [fold(f.key), f.key],
    [fold(f.label), f.key],
  ]),
);
COLUMN_BY_NAME.set(fold('DSAVR'), 'dsavrs');

/** The column a header cell names (its key or the form's label, any case or accents); undefined if none. */
export function userImportColumn(header: string): string | undefined {
  return COLUMN_BY_NAME.get(fold(header));
}

export const IMPORT_MESSAGES = {
  contentType: 'Envie o ficheiro CSV com o tipo text/csv.',
  empty: 'O ficheiro está vazio.',
  noUsername: 'O cabeçalho deve ter a coluna "username".',
  unknownColumn: (name: string) => `Coluna desconhecida no cabeçalho: "${name}".`,
  repeatedColumn: (name: string) => `Coluna repetida no cabeçalho: "${name}".`,
  tooManyLines: `O ficheiro tem mais de ${USER_IMPORT_MAX_LINES} linhas; divida-o.`,
  malformed: (line: number) => `O ficheiro CSV é inválido perto da linha ${line} (aspas por fechar?).`,
  columnCount: 'A linha não tem o mesmo número de colunas do cabeçalho.',
  repeatedUsername: (line: number) => `Utilizador repetido no ficheiro (linha ${line}).`,
  unknownLaboratory: (code: string) => `Laboratório desconhecido: "${code}".`,
  unknownDsavr: (code: string) => `Serviço regional desconhecido: "${code}".`,
  notApplied: 'A importação não foi aplicada: há linhas com erros. Nada foi gravado.',
} as const;

/** The template the web offers: the header and one example line, `;`-separated as Portuguese spreadsheets save. */
export function userImportTemplate(): string {
  const example: Record<string, string> = {
    username: 'maria.silva',
    nome: 'Maria Silva',
    email: 'maria.silva@example.pt',
    nif: '',
    nic: '',
    perfis: 'ROLE_SVL',
    laboratorio: '',
    dsavrs: 'DSAVRN',
  };
  return `${USER_IMPORT_COLUMNS.join(';')}\r\n${USER_IMPORT_COLUMNS.map((c) => example[c] ?? '').join(';')}\r\n`;
}
