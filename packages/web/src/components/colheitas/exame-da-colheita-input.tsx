import type { HalList } from '@sigsa/domain/list/page';
import { apiRequest } from '../../platform/api-client.ts';
import { ENTITY_SELECT_CAP } from '../entity-select-props.ts';
import { FormEntitySelect } from '../form-inputs/entity-input.tsx';

/** Characters typed before the exam search starts (001 §5.3: clinical exam reference 7). */
export const EXAME_MIN_CHARS = 7;

/** A collection's exam reference. */
export interface ExameRef {
  id: number;
  numeroSerie: string | null;
}

/** Exams the user sees, by number (001 §5.3; the server's visibility keeps them to the user's own and region). */
async function searchExames(text: string, signal: AbortSignal): Promise<ExameRef[]> {
  const answer = await apiRequest<HalList<ExameRef>>('examesClinicosNecropsias/search/find', {
    signal,
    query: {
      search: text,
      attributes: 'numeroSerie',
      size: ENTITY_SELECT_CAP,
      sort: 'numeroSerie,asc',
      count: false,
    },
  });
  return answer._embedded.examesClinicosNecropsias ?? [];
}

/** The collection's "Referência do exame clínico" (001 §2.1, §2.2): an exam by its number, linked to it. */
export function FormExameDaColheita({ label }: { label: string }) {
  return (
    <FormEntitySelect<ExameRef>
      name="exameClinicoNecropsia"
      label={label}
      search={searchExames}
      getKey={(exame) => exame.id}
      getLabel={(exame) => exame.numeroSerie ?? String(exame.id)}
      getLink={(exame) => `/consultar/exames-clinicos-e-necropsias/${exame.id}`}
      minChars={EXAME_MIN_CHARS}
    />
  );
}
