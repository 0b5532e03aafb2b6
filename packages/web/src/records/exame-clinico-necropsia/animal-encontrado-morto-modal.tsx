import { SimpleGrid } from '@mantine/core';
import { animalEncontradoMortoSchema } from '@sigsa/domain/records/exame-clinico-necropsia/exame.rows';
import { todayIn } from '@sigsa/domain/validation/dates';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormYesNo } from '../../components/form-inputs/choice-inputs.tsx';
import { FormDateField } from '../../components/form-inputs/date-input.tsx';
import { FormDocumentInput } from '../../components/form-inputs/document-inputs.tsx';
import { FormRefSelect } from '../../components/form-inputs/select-inputs.tsx';
import { FormNumberInput } from '../../components/form-inputs/text-inputs.tsx';
import { RowForm, RowModal } from '../../components/row-modal.tsx';
import type { RowModalProps } from '../../components/row-tables.tsx';
import {
  animalEncontradoMortoDraft,
  type AnimalEncontradoMortoRow,
  type AnimalSelvagemOptions,
} from './exame-selvagem-rows.ts';

const FIELDS = [
  'especie',
  'sexo',
  'classeEtaria',
  'totalEncontradosMortos',
  'registadoANIMAS',
  'ocorrenciaANIMAS',
  'cadaverDecomposicao',
  'mortosMesmaEspecie',
  'numeroMortosMesmaEspecie',
  'mortosOutraEspecie',
  'dataMorte',
];
/** The day of death is not after today, the day each check runs (its `today` is read at every parse). */
const SCHEMA = animalEncontradoMortoSchema();
const schemaOf = () => SCHEMA;

/** The lists the found-dead modal picks from. */
export type AnimalEncontradoMortoOptions = AnimalSelvagemOptions;

/** Props of {@link AnimalEncontradoMortoModal}. */
export interface AnimalEncontradoMortoModalProps extends RowModalProps<AnimalEncontradoMortoRow> {
  options: AnimalEncontradoMortoOptions;
}

/** A yes/no and the count it reveals when yes (001 §3.4: the ANIMAS occurrence, the same species' dead). */
function YesThenCount({
  answer,
  count,
}: {
  answer: 'registadoANIMAS' | 'mortosMesmaEspecie';
  count: string;
}) {
  const { t } = useTranslation();
  const own = (field: string) => t(`exameSelvagem.fields.${field}`);
  const yes = useWatch<AnimalEncontradoMortoRow, typeof answer>({ name: answer });
  return (
    <>
      <FormYesNo name={answer} label={own(answer)} />
      {yes === true ? (
        <FormNumberInput name={count} label={own(count)} min={0} allowDecimal={false} />
      ) : (
        <div />
      )}
    </>
  );
}

/**
 * The found-dead modal (001 §3.4 "Animais encontrados mortos", §5.4): species (wild only), sex, age class, how
 * many, registered in ANIMAS (then its occurrence number), decomposed carcass, more dead of the same species (then
 * how many) or of another, and the day of death: not after today, and a date over a year ago warns (000 §5: 'A
 * data selecionada é anterior ao previsto.', the date field's own warning, which does not block). Guardar stays
 * disabled while the domain's row schema refuses the row.
 */
export function AnimalEncontradoMortoModal(props: AnimalEncontradoMortoModalProps) {
  const { opened, row, mode, options, onSave, onClose } = props;
  const { t } = useTranslation();
  const shared = (field: string) => t(`animalModals.fields.${field}`);
  const own = (field: string) => t(`exameSelvagem.fields.${field}`);
  return (
    <RowModal
      opened={opened}
      title={t(`exameSelvagem.animalEncontradoMorto.${mode}`)}
      subject={row.key}
      onClose={onClose}
    >
      <RowForm
        schemaOf={schemaOf}
        toDraft={animalEncontradoMortoDraft}
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
          <FormNumberInput
            name="totalEncontradosMortos"
            label={own('totalEncontradosMortos')}
            min={1}
            allowDecimal={false}
          />
          <YesThenCount answer="registadoANIMAS" count="ocorrenciaANIMAS" />
          <YesThenCount answer="mortosMesmaEspecie" count="numeroMortosMesmaEspecie" />
          <FormYesNo name="cadaverDecomposicao" label={own('cadaverDecomposicao')} />
          <FormYesNo name="mortosOutraEspecie" label={own('mortosOutraEspecie')} />
          <FormDateField name="dataMorte" label={own('dataMorte')} max={todayIn(new Date())} />
        </SimpleGrid>
        <FormDocumentInput name="documentosAnexos" label={shared('documentosAnexos')} />
      </RowForm>
    </RowModal>
  );
}
