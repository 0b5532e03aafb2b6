import {
  AMOSTRA_DUPLICADA_MESSAGE,
  isAmostraDuplicada,
  type AmostraIdentidade,
} from '@sigsa/domain/records/amostras';
import { showErrorToast } from '../../platform/toasts.ts';

/**
 * A sample modal's save (001 §5.2): a sample with the same animal, matrix and first assay as another of the
 * collection is refused with the 'Erro' toast 'Amostra duplicada!' and stays in its modal; otherwise it is saved.
 */
export function saveUnlessDuplicated<R extends { key: string }>(
  row: R,
  rows: readonly R[],
  identity: (row: R) => AmostraIdentidade,
  onSave: (row: R) => void,
  errorTitle: string,
): void {
  const others = rows.filter((other) => other.key !== row.key).map(identity);
  if (isAmostraDuplicada(identity(row), others)) {
    showErrorToast(errorTitle, AMOSTRA_DUPLICADA_MESSAGE);
    return;
  }
  onSave(row);
}
