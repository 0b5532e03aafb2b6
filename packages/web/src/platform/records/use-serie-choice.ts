import { useQuery } from '@tanstack/react-query';
import type { SerieChoice } from '../../components/record-header.tsx';
import { autoSerie, seriesQueryOptions } from '../record-api.ts';

/**
 * The series of a record screen (spec 000 §2.6): a saved record keeps its own; a new one takes the class's only
 * or predefined series, or lets the user choose among several. `serie` is what the save sends.
 */
export function useSerieChoice(
  classe: string,
  record: { serie?: { id: number } | null } | null,
  editable: boolean,
  picked: number | null,
  onPick: (serie: number | null) => void,
): SerieChoice & { serie: number | null } {
  const series = useQuery({ ...seriesQueryOptions(classe), enabled: record === null && editable });
  const serie = record ? (record.serie?.id ?? null) : autoSerie(series.data ?? [], picked);
  return {
    serie,
    options: series.data ?? null,
    value: serie,
    onChange: onPick,
    choose: record === null && editable && serie === null && (series.data?.length ?? 0) > 1,
  };
}
