import { sql } from 'drizzle-orm';
import { refColumn, referenceResource } from './reference-resource.util.ts';

/** Flocks of the holdings (001 §3.2 `bando`, searched by NIC; issue 16), administered in Gerir. */
export const bandosResource = referenceResource({
  entity: 'bandos',
  alias: 'b',
  from: sql`bandos b`,
  columns: [
    refColumn('b', 'codigo', 'codigo', 'NIC'),
    refColumn('b', 'nome', 'nome', 'Nome'),
    refColumn('b', 'marca_exploracao', 'marcaExploracao', 'Marca da exploração'),
  ],
  // A domestic collection's flock (001 §2.2): those of its holding, by NIC.
  finders: [
    {
      name: 'findByExploracao',
      params: ['marca'],
      single: false,
      where: (v) => sql`b.marca_exploracao = ${v.marca}`,
    },
  ],
});
