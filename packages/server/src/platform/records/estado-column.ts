import type { ColumnOption } from '@sigsa/domain/list/columns';
import { estadoLabel } from '@sigsa/domain/records/estados';

/** The options of a record type's Estado column: its states with their badge labels (spec 000 §4.3). */
export function estadoOptions(estados: readonly string[]): ColumnOption[] {
  return estados.map((estado) => ({ value: estado, label: estadoLabel(estado) }));
}
