import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { amostraSelvagemSchema } from '@sigsa/domain/records/colheita-amostras-selvagens/colheita-selvagem.schema';
import { useTranslation } from 'react-i18next';
import { saveUnlessDuplicated } from '../../components/colheitas/amostra-duplicada.ts';
import { useMatrizesDaAmostra } from '../../components/colheitas/colheita-lookups.ts';
import type { EnsaioRef } from '../../components/colheitas/colheita-rows.ts';
import { EnsaiosDaAmostra } from '../../components/colheitas/ensaios-da-amostra.tsx';
import { FormRefMultiSelect, FormRefSelect } from '../../components/form-inputs/select-inputs.tsx';
import { FormTextInput } from '../../components/form-inputs/text-inputs.tsx';
import { RowForm, RowModal } from '../../components/row-modal.tsx';
import type { RowModalProps } from '../../components/row-tables.tsx';
import { useCustomTypesByCategoria } from '../../platform/lookups/custom-types.ts';
import { especiesQueryOptions } from '../../platform/lookups/especies.ts';
import type { NamedRef } from '../../platform/record-api.ts';
import { amostraSelvagemDraft, type AmostraSelvagemRow } from './colheita-selvagem-form-values.ts';

const FIELDS = [
  'especies',
  'sexo',
  'classeEtaria',
  'matriz',
  'ensaios',
  'metodoConservacao',
  'identificacaoAnimal',
] as const;
const schemaOf = () => amostraSelvagemSchema;

/** The value lists of a wild sample (001 §3.1), loaded in one call. */
const CATEGORIAS = ['SEXO', 'CLASSE_ETARIA', 'METODOS_CONSERVACAO'] as const;

/** Props of {@link AmostraSelvagemModal}. */
export interface AmostraSelvagemModalProps extends RowModalProps<AmostraSelvagemRow> {
  /** Every sample of the collection: none is duplicated (decisions: all count as individual). */
  rows: readonly AmostraSelvagemRow[];
  /** The collection's assays (its lab-assay lines). */
  ensaios: readonly EnsaioRef[];
  /** The collection's species: a sample's are among them; none chosen yet, every wild species. */
  especies: readonly NamedRef[];
}

/**
 * The wild sample modal (001 §2.1, §5.1): species, sex, age class, matrix (those the collection's assays take),
 * assays (the collection's that take the matrix) and preservation method, all required; the animal's
 * identification. The same animal, matrix and first assay as another sample is refused: 'Amostra duplicada!'.
 */
export function AmostraSelvagemModal(props: AmostraSelvagemModalProps) {
  const { opened, row, mode, rows, ensaios, especies, onSave, onClose } = props;
  const { t } = useTranslation();
  const editing = opened && mode !== 'view';
  const tipos = useCustomTypesByCategoria(CATEGORIAS, editing);
  const selvagens = useQuery({ ...especiesQueryOptions(), enabled: editing && especies.length === 0 }).data;
  const matrizes = useMatrizesDaAmostra(ensaios, editing);
  const label = (field: string) => t(`colheitas.fields.${field}`);
  const save = (values: AmostraSelvagemRow) =>
    saveUnlessDuplicated(values, rows, amostraSelvagemDraft, onSave, t('colheitas.erro'));
  return (
    <RowModal
      opened={opened}
      title={t(`colheitaAmostrasSelvagens.amostraModal.${mode}`)}
      subject={row.key}
      onClose={onClose}
    >
      <RowForm
        schemaOf={schemaOf}
        toDraft={amostraSelvagemDraft}
        defaultValues={row}
        fields={FIELDS}
        readOnly={mode === 'view'}
        onSave={save}
        onClose={onClose}
      >
        <FormRefMultiSelect
          name="especies"
          label={label('especiesAmostra')}
          options={
            especies.length > 0
              ? especies
              : (selvagens ?? []).filter((especie) => especie.domestico === false)
          }
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <FormRefSelect name="sexo" label={label('sexo')} options={tipos('SEXO')} />
          <FormRefSelect name="classeEtaria" label={label('classeEtaria')} options={tipos('CLASSE_ETARIA')} />
          <FormRefSelect name="matriz" label={label('matriz')} options={matrizes} />
          <FormRefSelect
            name="metodoConservacao"
            label={label('metodoConservacao')}
            options={tipos('METODOS_CONSERVACAO')}
          />
        </SimpleGrid>
        <EnsaiosDaAmostra ensaios={ensaios} />
        <FormTextInput name="identificacaoAnimal" label={label('identificacaoAnimal')} />
      </RowForm>
    </RowModal>
  );
}
