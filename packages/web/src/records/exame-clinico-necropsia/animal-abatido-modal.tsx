import { SimpleGrid } from '@mantine/core';
import { DESTINOS_SUBPRODUTOS } from '@sigsa/domain/records/animal-fields';
import { animalAbatidoSchema } from '@sigsa/domain/records/exame-clinico-necropsia/exame.rows';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCodeSelect, FormYesNo } from '../../components/form-inputs/choice-inputs.tsx';
import { FormDocumentInput } from '../../components/form-inputs/document-inputs.tsx';
import { FormMapPicker } from '../../components/form-inputs/map-input.tsx';
import { FormRefMultiSelect, FormRefSelect } from '../../components/form-inputs/select-inputs.tsx';
import { FormNumberInput, FormTextInput } from '../../components/form-inputs/text-inputs.tsx';
import { RowForm, RowModal } from '../../components/row-modal.tsx';
import type { RowModalProps } from '../../components/row-tables.tsx';
import type { NamedRef } from '../../platform/record-api.ts';
import {
  animalAbatidoDraft,
  type AnimalAbatidoRow,
  type AnimalSelvagemOptions,
} from './exame-selvagem-rows.ts';

const FIELDS = [
  'especie',
  'sexo',
  'classeEtaria',
  'animaisComAlteracoes',
  'alteracoes',
  'outrasAlteracoes',
  'metodoAbate',
  'motivoAbate',
  'total',
  'destinoSubprodutos',
  'detalheDestinoSubprodutos',
  'localizacaoEnterramento',
];
const schemaOf = () => animalAbatidoSchema;
/** Height of the burial map inside the modal. */
const MODAL_MAP_HEIGHT = 320;

/** The lists the slaughtered modal picks from: the animal's, the changes (LESOES), method and reason. */
export interface AnimalAbatidoOptions extends AnimalSelvagemOptions {
  alteracoes: readonly NamedRef[];
  metodosAbate: readonly NamedRef[];
  motivosAbate: readonly NamedRef[];
}

/** Props of {@link AnimalAbatidoModal}. */
export interface AnimalAbatidoModalProps extends RowModalProps<AnimalAbatidoRow> {
  options: AnimalAbatidoOptions;
}

/** What the answers reveal (001 §5.4): the changes of altered animals, the destination's extra. */
function RevealedFields({ alteracoes }: { alteracoes: readonly NamedRef[] }) {
  const { t } = useTranslation();
  const label = (field: string) => t(`animalModals.fields.${field}`);
  const [comAlteracoes, destino] = useWatch<AnimalAbatidoRow, ['animaisComAlteracoes', 'destinoSubprodutos']>(
    {
      name: ['animaisComAlteracoes', 'destinoSubprodutos'],
    },
  );
  return (
    <>
      {comAlteracoes === true && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <FormRefMultiSelect name="alteracoes" label={label('alteracoes')} options={alteracoes} />
          <FormTextInput name="outrasAlteracoes" label={label('outrasAlteracoes')} />
        </SimpleGrid>
      )}
      {destino === 'ENTERRAMENTO' && (
        <FormMapPicker
          name="localizacaoEnterramento"
          label={label('localizacaoEnterramento')}
          height={MODAL_MAP_HEIGHT}
        />
      )}
      {destino !== null && destino !== 'ENTERRAMENTO' && (
        <FormTextInput name="detalheDestinoSubprodutos" label={t(`animalModals.detalheDestino.${destino}`)} />
      )}
    </>
  );
}

/**
 * The slaughtered-animals modal (001 §3.4 "Animais abatidos", §5.4): species (wild only), sex, age class, altered
 * animals (then the changes), slaughter method and reason, how many, and the carcass destination with its extra
 * (processing unit: NCV; burial: a point on the map; scavenger birds: register number; taxidermy: SIPACE number;
 * other: free text). Guardar stays disabled while the domain's row schema refuses the row.
 */
export function AnimalAbatidoModal({ opened, row, mode, options, onSave, onClose }: AnimalAbatidoModalProps) {
  const { t } = useTranslation();
  const shared = (field: string) => t(`animalModals.fields.${field}`);
  const own = (field: string) => t(`exameSelvagem.fields.${field}`);
  return (
    <RowModal
      opened={opened}
      title={t(`exameSelvagem.animalAbatido.${mode}`)}
      subject={row.key}
      onClose={onClose}
    >
      <RowForm
        schemaOf={schemaOf}
        toDraft={animalAbatidoDraft}
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
          <FormNumberInput name="total" label={own('totalAbatidos')} min={1} allowDecimal={false} />
          <FormRefSelect name="motivoAbate" label={own('motivoAbate')} options={options.motivosAbate} />
          <FormRefSelect name="metodoAbate" label={own('metodoAbate')} options={options.metodosAbate} />
          <FormYesNo name="animaisComAlteracoes" label={shared('animaisComAlteracoes')} />
          <FormCodeSelect
            name="destinoSubprodutos"
            label={shared('destinoSubprodutos')}
            options={DESTINOS_SUBPRODUTOS.map((value) => ({
              value,
              label: t(`animalModals.destinos.${value}`),
            }))}
          />
        </SimpleGrid>
        <RevealedFields alteracoes={options.alteracoes} />
        <FormDocumentInput name="documentosAnexos" label={shared('documentosAnexos')} />
      </RowForm>
    </RowModal>
  );
}
