import type { LatLon } from '@sigsa/domain/geo/map-constants';
import type { UtilizadorRef } from '../../platform/lookups/utilizadores.ts';
import type { CustomType, NamedRef, SavedRecord } from '../../platform/record-api.ts';
import type { ColheitaSelvagemFormValues } from './colheita-selvagem-form-values.ts';

/** An animal row of a wild exam, by its species. */
interface AnimalDoExame {
  especie?: NamedRef | null;
}

/** What a new wild collection reads of the exam it starts from (001 §3.4). */
export interface ExameSelvagemParaColheita extends SavedRecord {
  numeroSerie: string | null;
  situacaoAnimal: { codigo: string } | null;
  programa: NamedRef | null;
  dataObservacao: string | null;
  dsavr: NamedRef | null;
  responsavelColheita: UtilizadorRef | null;
  localizacao: LatLon | null;
  processoCaca: NamedRef | null;
  zonaCaca: NamedRef | null;
  animaisCacados?: AnimalDoExame[];
  animaisAbatidos?: AnimalDoExame[];
  animaisEncontradosMortos?: AnimalDoExame[];
  animaisRecolhidosVivos?: AnimalDoExame[];
}

/** The distinct species of the exam's animals, in order. */
function especiesDoExame(exame: ExameSelvagemParaColheita): NamedRef[] {
  const rows = [
    ...(exame.animaisCacados ?? []),
    ...(exame.animaisAbatidos ?? []),
    ...(exame.animaisEncontradosMortos ?? []),
    ...(exame.animaisRecolhidosVivos ?? []),
  ];
  const found = new Map<number, NamedRef>();
  for (const row of rows) if (row.especie) found.set(row.especie.id, row.especie);
  return [...found.values()];
}

/**
 * A new wild collection preset from a wild exam (issue 16, the exam's "Registar colheita"): the exam's
 * situation (the SITUACAO_ANIMAL value of the same code), programme, observation date, DSAVR, responsible,
 * location, hunting process and zone and its animals' species; the exam as the reference.
 */
export function colheitaDoExameSelvagem(
  empty: ColheitaSelvagemFormValues,
  exame: ExameSelvagemParaColheita,
  situacoes: readonly CustomType[],
): ColheitaSelvagemFormValues {
  const situacao = situacoes.find((tipo) => tipo.codigo === exame.situacaoAnimal?.codigo);
  return {
    ...empty,
    situacao: situacao ? { id: situacao.id, nome: situacao.nome } : empty.situacao,
    programa: exame.programa ?? empty.programa,
    data: exame.dataObservacao ?? empty.data,
    dsavr: exame.dsavr ?? empty.dsavr,
    responsavelColheita: exame.responsavelColheita ?? empty.responsavelColheita,
    localizacao: exame.localizacao ?? empty.localizacao,
    processoCaca: exame.processoCaca ?? empty.processoCaca,
    zonaCaca: exame.zonaCaca ?? empty.zonaCaca,
    especies: especiesDoExame(exame),
    exameClinicoNecropsia: { id: exame.id, numeroSerie: exame.numeroSerie },
  };
}
