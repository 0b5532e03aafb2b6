import { sql } from 'drizzle-orm';
import { refColumn, referenceResource } from './reference-resource.util.ts';

/** Animal species. */
export const especiesResource = referenceResource({
  entity: 'especies',
  alias: 's',
  from: sql`especies s`,
  columns: [
    refColumn('s', 'codigo', 'codigo', 'Código'),
    refColumn('s', 'nome', 'nome', 'Nome'),
    refColumn('s', 'nome_cientifico', 'nomeCientifico', 'Nome científico'),
    refColumn('s', 'grupo', 'grupo', 'Grupo'),
    refColumn('s', 'domestico', 'domestico', 'Doméstico', 'BOOLEAN'),
    refColumn('s', 'cinegetica', 'cinegetica', 'Cinegética', 'BOOLEAN'),
    refColumn('s', 'vetor', 'vetor', 'Vetor', 'BOOLEAN'),
  ],
});
