import { CARTOES_COLHEITA } from '../../indicadores/cartoes-fluxos.ts';
import type { GrupoIndicadores } from '../../indicadores/indicadores.ts';
import { LAB_COLLECTION_ESTADOS } from '../../workflow/lab-collection-workflow.ts';

/** Início's domestic collection cards (`GET kpis/indicadoresControlosLaboratoriais`). */
export const COLHEITA_AMOSTRAS_INDICADORES: readonly GrupoIndicadores[] = [
  {
    grupo: 'indicadoresControlosLaboratoriais',
    titulo: 'Colheita de amostras',
    entidade: 'controlosLaboratoriaisColheitasAmostras',
    area: 'colheitaAmostras',
    rotaLista: '/consultar/colheita-amostras',
    estados: LAB_COLLECTION_ESTADOS,
    cartoes: CARTOES_COLHEITA,
  },
];
