import { SimpleGrid } from '@mantine/core';
import { animalRecolhidoVivoSchema } from '@sigsa/domain/records/exame-clinico-necropsia/exame.rows';
import { useTranslation } from 'react-i18next';
import { AlteracoesFields } from '../../components/animal-modals/revealed-fields.tsx';
import { FormYesNo } from '../../components/form-inputs/choice-inputs.tsx';
import { FormDocumentInput } from '../../components/form-inputs/document-inputs.tsx';
import { FormRefSelect } from '../../components/form-inputs/select-inputs.tsx';
import { FormNumberInput, FormTextInput } from '../../components/form-inputs/text-inputs.tsx';
import { RowForm, RowModal } from '../../components/row-modal.tsx';
import type { RowModalProps } from '../../components/row-tables.tsx';
import type { NamedRef } from '../../platform/record-api.ts';
import {
  animalRecolhidoVivoDraft,
  type AnimalRecolhidoVivoRow,
  type AnimalSelvagemOptions,
} from './exame-selvagem-rows.ts';

const FIELDS = [
  'especie',
  'sexo',
  'classeEtaria',
  'exameClinico',
  'animaisComAlteracoes',
  'alteracoes',
  'outrasAlteracoes',
  'destino',
  'total',
  'motivoRecolha',
];
const schemaOf = () => animalRecolhidoVivoSchema;

/**
 * The lists the collected-alive modal picks from: the animal's, the clinical exam's findings (EXAME_CLINICO), the
 * changes (LESOES) and the destinations (DESTINO_ANIMAL_RECOLHIDO_VIVO).
 */
export interface AnimalRecolhidoVivoOptions extends AnimalSelvagemOptions {
  examesClinicos: readonly NamedRef[];
  alteracoes: readonly NamedRef[];
  destinos: readonly NamedRef[];
}

/** Props of {@link AnimalRecolhidoVivoModal}. */
export interface AnimalRecolhidoVivoModalProps extends RowModalProps<AnimalRecolhidoVivoRow> {
  options: AnimalRecolhidoVivoOptions;
}

/**
 * The collected-alive modal (001 §3.4 "Animais recolhidos vivos", §5.4): species (wild only), sex, age class,
 * the clinical exam, altered animals (then the changes, required), the destination, how many and why they were
 * collected, all required. Guardar stays disabled while the domain's row schema refuses the row.
 */
export function AnimalRecolhidoVivoModal(props: AnimalRecolhidoVivoModalProps) {
  const { opened, row, mode, options, onSave, onClose } = props;
  const { t } = useTranslation();
  const shared = (field: string) => t(`animalModals.fields.${field}`);
  const own = (field: string) => t(`exameSelvagem.fields.${field}`);
  return (
    <RowModal
      opened={opened}
      title={t(`exameSelvagem.animalRecolhidoVivo.${mode}`)}
      subject={row.key}
      onClose={onClose}
    >
      <RowForm
        schemaOf={schemaOf}
        toDraft={animalRecolhidoVivoDraft}
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
          <FormNumberInput name="total" label={own('totalRecolhidos')} min={1} allowDecimal={false} />
          <FormRefSelect name="exameClinico" label={own('exameClinico')} options={options.examesClinicos} />
          <FormRefSelect name="destino" label={own('destino')} options={options.destinos} />
          <FormYesNo name="animaisComAlteracoes" label={shared('animaisComAlteracoes')} />
        </SimpleGrid>
        <AlteracoesFields alteracoes={options.alteracoes} />
        <FormTextInput name="motivoRecolha" label={own('motivoRecolha')} />
        <FormDocumentInput name="documentosAnexos" label={shared('documentosAnexos')} />
      </RowForm>
    </RowModal>
  );
}
