import { weeksToDays } from '@sigsa/domain/records/vacinacao/vacinacao.rules';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormRefSelect } from '../../components/form-inputs/select-inputs.tsx';
import { FormNumberInput, numberOrNull } from '../../components/form-inputs/text-inputs.tsx';
import type { NamedRef } from '../../platform/record-api.ts';

/**
 * What the line fields hold in a modal's form, named as the domain schema reports its errors: `idade` is the
 * age in weeks as typed (the draft converts it to days), the scheme and stage are the references picked.
 */
export interface VacinaLinhaValues {
  idade: number | string;
  esquemaVacinacao: NamedRef | null;
  etapaVacinacao: NamedRef | null;
}

/** The age in weeks of a modal's form as the API's days, or null while empty. */
export function idadeEmDias(semanas: number | string): number | null {
  const weeks = numberOrNull(semanas);
  return weeks === null ? null : weeksToDays(weeks);
}

/** Props of {@link VacinaLinhaFields}. */
export interface VacinaLinhaFieldsProps {
  esquemas: readonly NamedRef[];
  etapas: readonly NamedRef[];
  /** Shows the typed age converted to days under the weeks. */
  showDays?: boolean;
}

/**
 * The age (weeks, kept in days), vaccination scheme and stage inputs every applied-vaccine modal asks for
 * (spec 002 §2, §5), bound to the enclosing modal's form.
 */
export function VacinaLinhaFields({ esquemas, etapas, showDays = false }: VacinaLinhaFieldsProps) {
  const { t } = useTranslation();
  const dias = idadeEmDias(useWatch({ name: 'idade' }) as number | string);
  return (
    <>
      <FormNumberInput
        name="idade"
        label={t('vacinacao.fields.idadeSemanas')}
        description={showDays && dias !== null ? t('vacinacao.lineModal.inDays', { count: dias }) : undefined}
        min={0}
        decimalScale={2}
      />
      <FormRefSelect
        name="esquemaVacinacao"
        label={t('vacinacao.fields.esquemaVacinacao')}
        options={esquemas}
      />
      <FormRefSelect name="etapaVacinacao" label={t('vacinacao.fields.etapaVacinacao')} options={etapas} />
    </>
  );
}
