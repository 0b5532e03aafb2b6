import { totalsRow } from '@sigsa/domain/records/exame-clinico-necropsia/exame.rules';
import type { TFunction } from 'i18next';
import { yesNoCell } from '../../components/animal-modals/animal-tables.tsx';
import type { CountValue } from '../../components/animal-modals/animal-rows.ts';
import { attachmentsCell, rowTable, type AnyRowTableSpec } from '../../components/row-tables.tsx';
import type { RowsColumn } from '../../components/rows-table.tsx';
import { numberOrNull } from '../../components/form-inputs/text-inputs.tsx';
import { formatDateValue } from '../../list/cell-registry.tsx';
import { AnimalAbatidoModal, type AnimalAbatidoOptions } from './animal-abatido-modal.tsx';
import { AnimalCacadoModal, type AnimalCacadoOptions } from './animal-cacado-modal.tsx';
import {
  AnimalEncontradoMortoModal,
  type AnimalEncontradoMortoOptions,
} from './animal-encontrado-morto-modal.tsx';
import { AnimalRecolhidoVivoModal, type AnimalRecolhidoVivoOptions } from './animal-recolhido-vivo-modal.tsx';
import {
  animalCacadoCounts,
  emptyAnimalAbatido,
  emptyAnimalCacado,
  emptyAnimalEncontradoMorto,
  emptyAnimalRecolhidoVivo,
  type AnimalAbatidoRow,
  type AnimalCacadoRow,
  type AnimalEncontradoMortoRow,
  type AnimalRecolhidoVivoRow,
} from './exame-selvagem-rows.ts';

// The wild exam's own tables (001 §2.3, §3.4; issue 14): hunted and slaughtered animals (each with its totals
// row), animals found dead and collected alive — each a table spec for `RowTables`, with its columns and modal.
// The animal observations are the shared table (`observacoesAnimaisTable`).

/** A count as typed, or a dash while empty. */
const countCell = (value: CountValue) => (value === '' ? '-' : value);

const tableLabels = (t: TFunction, list: string) => ({
  title: t(`exameSelvagem.tables.${list}`),
  addLabel: t(`exameSelvagem.tables.add.${list}`),
});

/** Species, sex and age class: the first columns of every wild table. */
function animalColumns<R extends Pick<AnimalCacadoRow, 'especie' | 'sexo' | 'classeEtaria'>>(
  t: TFunction,
): RowsColumn<R>[] {
  return [
    { header: t('animalModals.fields.especie'), cell: (r) => r.especie?.nome },
    { header: t('animalModals.fields.sexo'), cell: (r) => r.sexo?.nome },
    { header: t('animalModals.fields.classeEtaria'), cell: (r) => r.classeEtaria?.nome },
  ];
}

/** The hunted counts the totals row sums, the computed total among them. */
const CACADOS_TOTALS = [
  'comercio',
  'autoconsumo',
  'rejeitados',
  'semCaracteristicasAnormais',
  'total',
] as const;

/** The hunted animals (001 §3.4), with the totals row of their counts (001 §2.3); the total computed. */
export function animaisCacadosTable(t: TFunction, options: AnimalCacadoOptions): AnyRowTableSpec {
  const sum = (key: (typeof CACADOS_TOTALS)[number]) => (rows: readonly AnimalCacadoRow[]) =>
    totalsRow(rows.map(animalCacadoCounts), CACADOS_TOTALS)[key];
  return rowTable<AnimalCacadoRow>({
    list: 'animaisCacados',
    ...tableLabels(t, 'animaisCacados'),
    columns: [
      ...animalColumns<AnimalCacadoRow>(t),
      ...CACADOS_TOTALS.map((key): RowsColumn<AnimalCacadoRow> => ({
        header: t(`exameSelvagem.fields.${key}`),
        cell: (r) => (key === 'total' ? animalCacadoCounts(r).total : countCell(r[key])),
        total: sum(key),
      })),
      { header: t('animalModals.fields.documentosAnexos'), cell: attachmentsCell },
    ],
    empty: emptyAnimalCacado,
    modal: (props) => <AnimalCacadoModal {...props} options={options} />,
  });
}

/** The slaughtered animals (001 §3.4), with the totals row of how many (001 §2.3). */
export function animaisAbatidosTable(t: TFunction, options: AnimalAbatidoOptions): AnyRowTableSpec {
  return rowTable<AnimalAbatidoRow>({
    list: 'animaisAbatidos',
    ...tableLabels(t, 'animaisAbatidos'),
    columns: [
      ...animalColumns<AnimalAbatidoRow>(t),
      { header: t('exameSelvagem.fields.motivoAbate'), cell: (r) => r.motivoAbate?.nome },
      {
        header: t('animalModals.fields.animaisComAlteracoes'),
        cell: (r) => yesNoCell(t, r.animaisComAlteracoes),
      },
      {
        header: t('animalModals.fields.destinoSubprodutos'),
        cell: (r) => r.destinoSubprodutos && t(`animalModals.destinos.${r.destinoSubprodutos}`),
      },
      {
        header: t('exameSelvagem.fields.totalAbatidos'),
        cell: (r) => countCell(r.total),
        total: (rows) =>
          totalsRow(
            rows.map((r) => ({ total: numberOrNull(r.total) })),
            ['total'],
          ).total,
      },
      { header: t('animalModals.fields.documentosAnexos'), cell: attachmentsCell },
    ],
    empty: emptyAnimalAbatido,
    modal: (props) => <AnimalAbatidoModal {...props} options={options} />,
  });
}

/** The animals found dead (001 §3.4). */
export function animaisEncontradosMortosTable(
  t: TFunction,
  options: AnimalEncontradoMortoOptions,
): AnyRowTableSpec {
  return rowTable<AnimalEncontradoMortoRow>({
    list: 'animaisEncontradosMortos',
    ...tableLabels(t, 'animaisEncontradosMortos'),
    columns: [
      ...animalColumns<AnimalEncontradoMortoRow>(t),
      {
        header: t('exameSelvagem.fields.totalEncontradosMortos'),
        cell: (r) => countCell(r.totalEncontradosMortos),
      },
      { header: t('exameSelvagem.fields.registadoANIMAS'), cell: (r) => yesNoCell(t, r.registadoANIMAS) },
      {
        header: t('exameSelvagem.fields.cadaverDecomposicao'),
        cell: (r) => yesNoCell(t, r.cadaverDecomposicao),
      },
      { header: t('exameSelvagem.fields.dataMorte'), cell: (r) => formatDateValue(r.dataMorte) || '-' },
      { header: t('animalModals.fields.documentosAnexos'), cell: attachmentsCell },
    ],
    empty: emptyAnimalEncontradoMorto,
    modal: (props) => <AnimalEncontradoMortoModal {...props} options={options} />,
  });
}

/** The animals collected alive (001 §3.4). */
export function animaisRecolhidosVivosTable(
  t: TFunction,
  options: AnimalRecolhidoVivoOptions,
): AnyRowTableSpec {
  return rowTable<AnimalRecolhidoVivoRow>({
    list: 'animaisRecolhidosVivos',
    ...tableLabels(t, 'animaisRecolhidosVivos'),
    columns: [
      ...animalColumns<AnimalRecolhidoVivoRow>(t),
      { header: t('exameSelvagem.fields.exameClinico'), cell: (r) => r.exameClinico?.nome },
      {
        header: t('animalModals.fields.animaisComAlteracoes'),
        cell: (r) => yesNoCell(t, r.animaisComAlteracoes),
      },
      { header: t('exameSelvagem.fields.destino'), cell: (r) => r.destino?.nome },
      { header: t('exameSelvagem.fields.totalRecolhidos'), cell: (r) => countCell(r.total) },
      { header: t('animalModals.fields.documentosAnexos'), cell: attachmentsCell },
    ],
    empty: emptyAnimalRecolhidoVivo,
    modal: (props) => <AnimalRecolhidoVivoModal {...props} options={options} />,
  });
}
