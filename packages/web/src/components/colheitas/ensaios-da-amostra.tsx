import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { NamedRef } from '../../platform/record-api.ts';
import { FormRefMultiSelect } from '../form-inputs/select-inputs.tsx';
import { useEnsaiosDaMatriz } from './colheita-lookups.ts';
import type { EnsaioRef } from './colheita-rows.ts';

/**
 * A sample modal's assays: the collection's that take the sample's matrix (001 §7 `findByControloAndMatriz`;
 * unsaved, the form's assays). None until a matrix is chosen.
 */
export function EnsaiosDaAmostra({ ensaios }: { ensaios: readonly EnsaioRef[] }) {
  const { t } = useTranslation();
  const matriz = useWatch<{ matriz: NamedRef | null }, 'matriz'>({ name: 'matriz' });
  const options = useEnsaiosDaMatriz(ensaios, matriz?.id ?? null);
  return <FormRefMultiSelect name="ensaios" label={t('colheitas.fields.ensaiosAmostra')} options={options} />;
}
