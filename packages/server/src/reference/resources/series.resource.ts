import { sql } from 'drizzle-orm';
import { SERIE_CLASSES } from '@sigsa/domain/admin/entities/organizacao.admin';
import { refColumn, referenceResource } from './reference-resource.util.ts';

/** Numbering series of the record classes (Gerir → Séries). */
export const seriesResource = referenceResource({
  entity: 'series',
  alias: 'se',
  from: sql`series se`,
  columns: [
    refColumn('se', 'classe', 'classe', 'Classe de registo', 'OPTION', { options: [...SERIE_CLASSES] }),
    refColumn('se', 'nome', 'nome', 'Nome'),
    refColumn('se', 'predefinida', 'predefinida', 'Predefinida', 'BOOLEAN'),
    refColumn('se', 'ultimo_numero', 'ultimoNumero', 'Último número', 'NUMBER'),
  ],
});
