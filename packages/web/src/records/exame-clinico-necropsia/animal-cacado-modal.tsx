import { Alert, SimpleGrid, TextInput } from '@mantine/core';
import { animalCacadoSchema } from '@sigsa/domain/records/exame-clinico-necropsia/exame.rows';
import { semCaracteristicasWarning } from '@sigsa/domain/records/exame-clinico-necropsia/exame.rules';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDocumentInput } from '../../components/form-inputs/document-inputs.tsx';
import { FormRefSelect } from '../../components/form-inputs/select-inputs.tsx';
import { FormNumberInput } from '../../components/form-inputs/text-inputs.tsx';
import { RowForm, RowModal } from '../../components/row-modal.tsx';
import type { RowModalProps } from '../../components/row-tables.tsx';
import {
  animalCacadoCounts,
  animalCacadoDraft,
  type AnimalCacadoRow,
  type AnimalSelvagemOptions,
} from './exame-selvagem-rows.ts';

/** The counts typed in the hunted modal, in screen order. */
const COUNTS = ['comercio', 'autoconsumo', 'rejeitados', 'semCaracteristicasAnormais'] as const;
const FIELDS = ['especie', 'sexo', 'classeEtaria', ...COUNTS];
const schemaOf = () => animalCacadoSchema;

/** The lists the hunted modal picks from. */
export type AnimalCacadoOptions = AnimalSelvagemOptions;

/** Props of {@link AnimalCacadoModal}. */
export interface AnimalCacadoModalProps extends RowModalProps<AnimalCacadoRow> {
  options: AnimalCacadoOptions;
}

/**
 * The computed total (read-only: comercio + autoconsumo + rejeitados) and the warning of too many animals without
 * abnormal features (001 §5.4, verbatim; it does not block Guardar, and a stored row shows it too).
 */
function TotalAndWarning({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const [comercio, autoconsumo, rejeitados, semCaracteristicasAnormais] = useWatch<
    AnimalCacadoRow,
    typeof COUNTS
  >({ name: COUNTS });
  const counts = animalCacadoCounts({ comercio, autoconsumo, rejeitados, semCaracteristicasAnormais });
  const warning = semCaracteristicasWarning(counts);
  return (
    <>
      <TextInput
        label={t('exameSelvagem.fields.total')}
        description={readOnly ? undefined : t('exameSelvagem.totalCacadosHint')}
        value={String(counts.total)}
        readOnly
        variant="filled"
      />
      {warning && (
        <Alert color="orange" role="alert">
          {warning}
        </Alert>
      )}
    </>
  );
}

/**
 * The hunted-animals modal (001 §3.4 "Animais cacados", §5.4): species (wild only), sex and age class required;
 * sold, eaten and rejected counts; those without abnormal features required; the total computed, never typed.
 * Guardar stays disabled while the domain's row schema refuses the row.
 */
export function AnimalCacadoModal({ opened, row, mode, options, onSave, onClose }: AnimalCacadoModalProps) {
  const { t } = useTranslation();
  const shared = (field: string) => t(`animalModals.fields.${field}`);
  const own = (field: string) => t(`exameSelvagem.fields.${field}`);
  return (
    <RowModal
      opened={opened}
      title={t(`exameSelvagem.animalCacado.${mode}`)}
      subject={row.key}
      onClose={onClose}
    >
      <RowForm
        schemaOf={schemaOf}
        toDraft={animalCacadoDraft}
        defaultValues={row}
        fields={FIELDS}
        readOnly={mode === 'view'}
        onSave={onSave}
        onClose={onClose}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <FormRefSelect name="especie" label={shared('especie')} options={options.especies} autoFocus />
          <FormRefSelect name="sexo" label={shared('sexo')} options={options.sexos} />
          <FormRefSelect
            name="classeEtaria"
            label={shared('classeEtaria')}
            options={options.classesEtarias}
          />
          {COUNTS.map((field) => (
            <FormNumberInput key={field} name={field} label={own(field)} min={0} allowDecimal={false} />
          ))}
        </SimpleGrid>
        <TotalAndWarning readOnly={mode === 'view'} />
        <FormDocumentInput name="documentosAnexos" label={shared('documentosAnexos')} />
      </RowForm>
    </RowModal>
  );
}
