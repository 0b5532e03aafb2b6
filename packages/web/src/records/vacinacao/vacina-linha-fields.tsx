import { NumberInput, Select } from '@mantine/core';
import { weeksToDays } from '@sigsa/domain/records/vacinacao/vacinacao.rules';
import { useTranslation } from 'react-i18next';
import type { NamedRef } from '../../platform/record-api.ts';
import { optionsWith, type VacinaAplicadaLine } from './vacinacao-form-state.ts';

/** The fields of {@link VacinaLinhaFields}, named as the domain schema reports their errors. */
export type VacinaLinhaField = 'idade' | 'esquemaVacinacao' | 'etapaVacinacao';

/** What {@link VacinaLinhaFields} shows: the age in weeks as typed, and the scheme and stage option keys. */
export interface VacinaLinhaValues {
  semanas: number | string;
  esquema: string | null;
  etapa: string | null;
}

/** Props of {@link VacinaLinhaFields}. */
export interface VacinaLinhaFieldsProps {
  values: VacinaLinhaValues;
  esquemas: readonly NamedRef[];
  etapas: readonly NamedRef[];
  /** The line being edited, whose scheme and stage stay offered even once no longer active. */
  current?: Pick<VacinaAplicadaLine, 'esquemaVacinacao' | 'etapaVacinacao'> | null;
  /** Shows the typed age converted to days under the weeks. */
  showDays?: boolean;
  onChange: (patch: Partial<VacinaLinhaValues>) => void;
  onTouch: (field: VacinaLinhaField) => void;
  errorOf: (field: VacinaLinhaField) => string | null;
}

/** A NumberInput's value as a number, or null while it is empty or not a number yet. */
export function numberOrNull(value: number | string): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * The age (weeks, kept in days), vaccination scheme and stage inputs every applied-vaccine modal asks for
 * (spec 002 §2, §5). Picking a scheme or stage marks it touched at once, since a Select may never blur.
 */
export function VacinaLinhaFields(props: VacinaLinhaFieldsProps) {
  const { values, esquemas, etapas, current, showDays = false, onChange, onTouch, errorOf } = props;
  const { t } = useTranslation();
  const semanas = numberOrNull(values.semanas);
  return (
    <>
      <NumberInput
        label={t('vacinacao.fields.idadeSemanas')}
        description={
          showDays && semanas !== null
            ? t('vacinacao.lineModal.inDays', { count: weeksToDays(semanas) })
            : undefined
        }
        required
        min={0}
        decimalScale={2}
        allowNegative={false}
        value={values.semanas}
        onChange={(value) => onChange({ semanas: value })}
        onBlur={() => onTouch('idade')}
        error={errorOf('idade')}
      />
      <Select
        label={t('vacinacao.fields.esquemaVacinacao')}
        required
        searchable
        data={optionsWith(esquemas, current?.esquemaVacinacao)}
        value={values.esquema}
        onChange={(value) => {
          onChange({ esquema: value });
          onTouch('esquemaVacinacao');
        }}
        onBlur={() => onTouch('esquemaVacinacao')}
        error={errorOf('esquemaVacinacao')}
        nothingFoundMessage={t('vacinacao.nothingFound')}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t('vacinacao.fields.etapaVacinacao')}
        required
        searchable
        data={optionsWith(etapas, current?.etapaVacinacao)}
        value={values.etapa}
        onChange={(value) => {
          onChange({ etapa: value });
          onTouch('etapaVacinacao');
        }}
        onBlur={() => onTouch('etapaVacinacao')}
        error={errorOf('etapaVacinacao')}
        nothingFoundMessage={t('vacinacao.nothingFound')}
        comboboxProps={{ withinPortal: true }}
      />
    </>
  );
}
