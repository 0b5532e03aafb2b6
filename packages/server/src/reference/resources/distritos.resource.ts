import { sql } from 'drizzle-orm';
import { field } from '../../platform/resources/resource.types.ts';
import { refColumn, referenceResource } from './reference-resource.util.ts';

/**
 * A district's municipalities, each with its parishes — codes and names, no geometry: the sanitary-risk tree's
 * data (issue 15, `GET distritos?size=100&projection=full`), ordered by code (the screen sorts names in pt).
 */
const concelhosJson = sql`(SELECT coalesce(json_agg(json_build_object('dico', c.dico, 'nome', c.nome,
    'freguesias', (SELECT coalesce(json_agg(json_build_object('dicofre', f.dicofre, 'nome', f.nome)
        ORDER BY f.dicofre), '[]'::json)
      FROM freguesias f WHERE f.dico = c.dico)) ORDER BY c.dico), '[]'::json)
  FROM concelhos c WHERE c.di = d.di)`;

/** Districts and islands (CAOP); the full projection embeds their municipalities and parishes. */
export const distritosResource = referenceResource({
  entity: 'distritos',
  alias: 'd',
  from: sql`distritos d`,
  columns: [refColumn('d', 'di', 'di', 'Código'), refColumn('d', 'nome', 'nome', 'Nome')],
  fullFields: [field('concelhos', concelhosJson, 'LIST')],
});
