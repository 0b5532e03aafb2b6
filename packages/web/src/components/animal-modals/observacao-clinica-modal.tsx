import { SimpleGrid } from '@mantine/core';
import {
  observacaoClinicaGrupoSchema,
  observacaoClinicaIndividualSchema,
} from '@sigsa/domain/records/animal-rows';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { NamedRef } from '../../platform/record-api.ts';
import { FormYesNo } from '../form-inputs/choice-inputs.tsx';
import { FormDocumentInput } from '../form-inputs/document-inputs.tsx';
import { FormRefMultiSelect, FormRefSelect } from '../form-inputs/select-inputs.tsx';
import { FormNumberInput, FormTextarea, FormTextInput } from '../form-inputs/text-inputs.tsx';
import { RowForm, RowModal } from '../row-modal.tsx';
import {
  observacaoClinicaDraft,
  type ObservacaoClinicaRow,
  type SubCategoriaRef,
  type TipoObservacaoClinica,
} from './animal-rows.ts';

const FIELDS: Record<TipoObservacaoClinica, readonly string[]> = {
  individual: [
    'subCategoriaAnimal',
    'identificacao',
    'febre',
    'sinaisClinicos',
    'sinaisAtipicos',
    'necropsiado',
  ],
  grupo: ['subCategoriaAnimal', 'animais', 'febre', 'sinaisClinicos', 'sinaisAtipicos', 'necropsiado'],
};
const AFTER_NECROPSY = ['animaisNecropsiados', 'lesoes', 'outrasLesoes', 'observacoes'];
const SCHEMAS = { individual: observacaoClinicaIndividualSchema, grupo: observacaoClinicaGrupoSchema };
const DRAFTS = {
  individual: (row: ObservacaoClinicaRow) => observacaoClinicaDraft('individual', row),
  grupo: (row: ObservacaoClinicaRow) => observacaoClinicaDraft('grupo', row),
};

/** Props of {@link ObservacaoClinicaModal}. */
export interface ObservacaoClinicaModalProps {
  opened: boolean;
  tipo: TipoObservacaoClinica;
  row: ObservacaoClinicaRow;
  mode: 'add' | 'edit' | 'view';
  subCategorias: readonly SubCategoriaRef[];
  sinais: readonly NamedRef[];
  lesoes: readonly NamedRef[];
  onSave: (row: ObservacaoClinicaRow) => void;
  onClose: () => void;
}

/** The lesions (and, for a group, how many were necropsied), shown only for a necropsy (spec 002 §5). */
function NecropsiaFields({ tipo, lesoes }: { tipo: TipoObservacaoClinica; lesoes: readonly NamedRef[] }) {
  const { t } = useTranslation();
  const necropsiado = useWatch<ObservacaoClinicaRow, 'necropsiado'>({ name: 'necropsiado' });
  if (necropsiado !== true) return null;
  const label = (field: string) => t(`animalModals.fields.${field}`);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      {tipo === 'grupo' && (
        <FormNumberInput
          name="animaisNecropsiados"
          label={label('animaisNecropsiados')}
          min={0}
          allowDecimal={false}
        />
      )}
      <FormRefMultiSelect name="lesoes" label={label('lesoes')} options={lesoes} />
      <FormTextInput name="outrasLesoes" label={label('outrasLesoes')} />
    </SimpleGrid>
  );
}

/**
 * The individual or group clinical-signs modal (spec 002 §2, §5): category, identification (individual) or
 * number of animals (group), fever, signs (required for a group), atypical signs, necropsied; with a necropsy the
 * lesions (and a group's necropsied count, not above the group); notes. The domain's row schema checks it.
 */
export function ObservacaoClinicaModal(props: ObservacaoClinicaModalProps) {
  const { opened, tipo, row, mode, subCategorias, sinais, lesoes, onSave, onClose } = props;
  const { t } = useTranslation();
  const label = (field: string) => t(`animalModals.fields.${field}`);
  return (
    <RowModal
      opened={opened}
      title={t(`animalModals.${tipo}.${mode}`)}
      subject={`${tipo}:${row.key}`}
      onClose={onClose}
    >
      <RowForm
        schemaOf={() => SCHEMAS[tipo]}
        toDraft={DRAFTS[tipo]}
        defaultValues={row}
        fields={[...FIELDS[tipo], ...AFTER_NECROPSY]}
        readOnly={mode === 'view'}
        onSave={onSave}
        onClose={onClose}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <FormRefSelect
            name="subCategoriaAnimal"
            label={label('subCategoriaAnimal')}
            options={subCategorias}
            autoFocus
          />
          {tipo === 'individual' ? (
            <FormTextInput name="identificacao" label={label('identificacao')} />
          ) : (
            <FormNumberInput name="animais" label={label('animais')} min={1} allowDecimal={false} />
          )}
          <FormYesNo name="febre" label={label('febre')} />
          <FormYesNo name="necropsiado" label={label('necropsiado')} />
        </SimpleGrid>
        <FormRefMultiSelect name="sinaisClinicos" label={label('sinaisClinicos')} options={sinais} />
        <FormTextInput name="sinaisAtipicos" label={label('sinaisAtipicos')} />
        <NecropsiaFields tipo={tipo} lesoes={lesoes} />
        <FormTextarea name="observacoes" label={label('observacoes')} />
        <FormDocumentInput name="documentosAnexos" label={label('documentosAnexos')} />
      </RowForm>
    </RowModal>
  );
}
