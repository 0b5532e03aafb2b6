import { sql } from 'drizzle-orm';
import { refColumn, referenceResource, relationColumn } from './reference-resource.util.ts';

/** Parishes (CAOP). */
export const freguesiasResource = referenceResource({
  entity: 'freguesias',
  alias: 'f',
  from: sql`freguesias f JOIN concelhos c ON c.dico = f.dico JOIN distritos d ON d.di = c.di`,
  columns: [
    refColumn('f', 'dicofre', 'dicofre', 'Código'),
    refColumn('f', 'nome', 'nome', 'Nome'),
    relationColumn('concelho.nome', 'Concelho', 'concelhos', 'c', sql`f.dico`),
    relationColumn('distrito.nome', 'Distrito', 'distritos', 'd', sql`c.di`),
  ],
});
