import { SimpleGrid } from '@mantine/core';
import { animalAbatidoSchema } from '@sigsa/domain/records/exame-clinico-necropsia/exame.rows';
import { useTranslation } from 'react-i18next';
import {
  AlteracoesFields,
  DestinoDetalheFields,
  DestinoSubprodutosSelect,
} from '../../components/animal-modals/revealed-fields.tsx';
import { FormYesNo } from '../../components/form-inputs/choice-inputs.tsx';
import { FormDocumentInput } from '../../components/form-inputs/document-inputs.tsx';
import { FormRefSelect } from '../../components/form-inputs/select-inputs.tsx';
import { FormNumberInput } from '../../components/form-inputs/text-inputs.tsx';
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
          <DestinoSubprodutosSelect />
        </SimpleGrid>
        <AlteracoesFields alteracoes={options.alteracoes} />
        <DestinoDetalheFields />
        <FormDocumentInput name="documentosAnexos" label={shared('documentosAnexos')} />
      </RowForm>
    </RowModal>
  );
}
