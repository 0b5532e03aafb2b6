import type { ExploracaoRef } from '../../platform/lookups/exploracoes.ts';
import type { UtilizadorRef } from '../../platform/lookups/utilizadores.ts';
import type { SavedRecord } from '../../platform/record-api.ts';
import type { ColheitaAmostrasFormValues } from './colheita-amostras-form-values.ts';

/** What a new collection reads of the exam it starts from (001 §3.4). */
export interface ExameParaColheita extends SavedRecord {
  numeroSerie: string | null;
  tipoAnimal: string;
  exploracao: ExploracaoRef | null;
  medicoVeterinario: UtilizadorRef | null;
  data: string | null;
}

/**
 * A new collection preset from a domestic exam (issue 16, the exam's "Registar colheita"): its holding, its vet
 * as the responsible (else the default), the exam as the reference and its date as the collection's.
 */
export function colheitaDoExame(
  empty: ColheitaAmostrasFormValues,
  exame: ExameParaColheita,
): ColheitaAmostrasFormValues {
  return {
    ...empty,
    exploracao: exame.exploracao ?? empty.exploracao,
    responsavelColheita: exame.medicoVeterinario ?? empty.responsavelColheita,
    exameClinicoNecropsia: { id: exame.id, numeroSerie: exame.numeroSerie },
    data: exame.data ?? empty.data,
  };
}
