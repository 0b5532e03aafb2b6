import type { HalList } from '@sigsa/domain/list/page';
import { useMemo } from 'react';
import { apiRequest } from '../../platform/api-client.ts';
import { useActiveSession } from '../../platform/session-store.ts';
import { ENTITY_SELECT_CAP } from '../entity-select-props.ts';
import { FormEntitySelect } from '../form-inputs/entity-input.tsx';

/** Characters typed before the exam search starts (001 §5.3: clinical exam reference 7). */
export const EXAME_MIN_CHARS = 7;

/** A collection's exam reference. */
export interface ExameRef {
  id: number;
  numeroSerie: string | null;
}

/** The exams the user created, by a part of their number (001 §5.3, §7: "created by username"). */
function exameSearch(username: string) {
  return async (text: string, signal: AbortSignal): Promise<ExameRef[]> => {
    const answer = await apiRequest<HalList<ExameRef>>(
      'examesClinicosNecropsias/search/findByNumeroSerieAndCreatedBy',
      {
        signal,
        query: {
          numeroSerie: text,
          createdBy: username,
          size: ENTITY_SELECT_CAP,
          sort: 'numeroSerie,asc',
          count: false,
        },
      },
    );
    return answer._embedded.examesClinicosNecropsias ?? [];
  };
}

/** The collection's "Referência do exame clínico" (001 §2.1, §2.2): an exam by its number, linked to it. */
export function FormExameDaColheita({ label }: { label: string }) {
  const { user } = useActiveSession();
  const search = useMemo(() => exameSearch(user.username), [user.username]);
  return (
    <FormEntitySelect<ExameRef>
      name="exameClinicoNecropsia"
      label={label}
      search={search}
      getKey={(exame) => exame.id}
      getLabel={(exame) => exame.numeroSerie ?? String(exame.id)}
      getLink={(exame) => `/consultar/exames-clinicos-e-necropsias/${exame.id}`}
      minChars={EXAME_MIN_CHARS}
    />
  );
}
