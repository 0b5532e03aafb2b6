import { sql } from 'drizzle-orm';
import { refColumn, referenceResource, relationColumn } from './reference-resource.util.ts';

/** Municipalities (CAOP). */
export const concelhosResource = referenceResource({
  entity: 'concelhos',
  alias: 'c',
  from: sql`concelhos c JOIN distritos d ON d.di = c.di`,
  columns: [
    refColumn('c', 'dico', 'dico', 'Código'),
    refColumn('c', 'nome', 'nome', 'Nome'),
    relationColumn('distrito.nome', 'Distrito', 'distritos', 'd', sql`c.di`),
  ],
});
