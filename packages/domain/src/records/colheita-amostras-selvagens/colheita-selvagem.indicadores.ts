import { CARTOES_COLHEITA } from '../../indicadores/cartoes-fluxos.ts';
import type { GrupoIndicadores } from '../../indicadores/indicadores.ts';
import { LAB_COLLECTION_ESTADOS } from '../../workflow/lab-collection-workflow.ts';

/** Início's wild collection cards (`GET kpis/indicadoresControlosLaboratoriaisAnimaisSelvagens`). */
export const COLHEITA_SELVAGEM_INDICADORES: readonly GrupoIndicadores[] = [
  {
    grupo: 'indicadoresControlosLaboratoriaisAnimaisSelvagens',
    titulo: 'Colheita de amostras de animais selvagens',
    entidade: 'controlosLaboratoriaisColheitasAnimaisSelvagens',
    area: 'colheitaAmostrasSelvagens',
    rotaLista: '/consultar/colheita-amostras-selvagens',
    estados: LAB_COLLECTION_ESTADOS,
    cartoes: CARTOES_COLHEITA,
  },
];
