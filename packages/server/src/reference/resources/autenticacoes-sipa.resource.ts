import { sql } from 'drizzle-orm';
import { refColumn, referenceResource } from './reference-resource.util.ts';

/**
 * Credentials of the SIPA web service (issue 13): only for those who consult Gerir (area `gestao`), and never
 * their secret, which no projection reads.
 */
export const autenticacoesSipaResource = {
  ...referenceResource({
    entity: 'autenticacoesSipa',
    alias: 'sa',
    from: sql`autenticacoes_sipa sa`,
    columns: [
      refColumn('sa', 'codigo', 'codigo', 'Código'),
      refColumn('sa', 'nome', 'nome', 'Nome'),
      refColumn('sa', 'url', 'url', 'Endereço do serviço'),
      refColumn('sa', 'utilizador', 'utilizador', 'Utilizador'),
    ],
  }),
  area: 'gestao',
} as const;
