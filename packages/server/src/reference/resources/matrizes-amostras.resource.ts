import { sql } from 'drizzle-orm';
import { idsParam, refColumn, referenceResource } from './reference-resource.util.ts';

/** Sample matrices. */
export const matrizesAmostrasResource = referenceResource({
  entity: 'matrizesAmostras',
  alias: 'm',
  from: sql`matrizes_amostras m`,
  columns: [
    refColumn('m', 'codigo', 'codigo', 'Código'),
    refColumn('m', 'nome', 'nome', 'Nome'),
    refColumn('m', 'tipo', 'tipo', 'Tipo'),
    refColumn('m', 'conservacao_recomendada', 'conservacaoRecomendada', 'Conservação recomendada', 'LIST', {
      embeddedType: 'STRING',
    }),
    refColumn('m', 'entomologica', 'entomologica', 'Entomológica', 'BOOLEAN'),
    refColumn('m', 'prova_in_vivo', 'provaInVivo', 'Prova in vivo', 'BOOLEAN'),
  ],
  // The sample modal (001 §3.2 matriz; ours, as 001 §7 `findByControlo` needs a saved collection): the matrices
  // some of the collection's assays take.
  finders: [
    {
      name: 'findByEnsaios',
      params: ['ids'],
      single: false,
      where: (v) => sql`NOT m.arquivado AND EXISTS (SELECT 1 FROM ensaios_laboratoriais_matrizes em
        WHERE em.matriz_id = m.id AND em.ensaio_id = ANY(${idsParam(v.ids)}))`,
    },
  ],
});
