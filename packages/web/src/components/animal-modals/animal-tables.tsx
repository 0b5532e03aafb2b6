import type { TFunction } from 'i18next';
import type { NamedRef } from '../../platform/record-api.ts';
import { attachmentsCell, rowTable, type AnyRowTableSpec } from '../row-tables.tsx';
import {
  emptyDeclaracao,
  emptyObservacaoAnimal,
  emptyObservacaoClinica,
  type DeclaracaoRow,
  type ObservacaoAnimalRow,
  type ObservacaoClinicaRow,
  type SubCategoriaRef,
  type TipoObservacaoClinica,
} from './animal-rows.ts';
import { DeclaracaoAnimaisModal } from './declaracao-animais-modal.tsx';
import { ObservacaoAnimalModal, type ObservacaoAnimalOptions } from './observacao-animal-modal.tsx';
import { ObservacaoClinicaModal } from './observacao-clinica-modal.tsx';

// The animal tables notifications and clinical exams share (spec 002 §2, 001 §2.3): declarations, individual and
// group clinical signs, animal observations — each a table spec for `RowTables`, with its columns and modal.

/** The names of a list of references, comma separated. */
export const namesCell = (refs: readonly { nome: string }[]) => refs.map((ref) => ref.nome).join(', ');

/** Sim / Não / a dash for a yes-no answer. */
export function yesNoCell(t: TFunction, value: boolean | null): string {
  return value === null ? '-' : t(value ? 'list.cell.yes' : 'list.cell.no');
}

const tableLabels = (t: TFunction, list: string) => ({
  title: t(`animalModals.tables.${list}`),
  addLabel: t(`animalModals.tables.add.${list}`),
});

/** The animal declarations (each category once). */
export function declaracoesTable(t: TFunction, subCategorias: readonly SubCategoriaRef[]): AnyRowTableSpec {
  return rowTable<DeclaracaoRow>({
    list: 'declaracoesAnimais',
    ...tableLabels(t, 'declaracoesAnimais'),
    columns: [
      { header: t('animalModals.fields.subCategoriaAnimal'), cell: (r) => r.subCategoriaAnimal?.nome },
      { header: t('animalModals.fields.animaisPresentes'), cell: (r) => r.animaisPresentes },
      { header: t('animalModals.fields.animaisMorreram'), cell: (r) => r.animaisMorreram },
      { header: t('animalModals.fields.animaisNecropsiados'), cell: (r) => r.animaisNecropsiados },
      { header: t('animalModals.fields.animaisCadaveres'), cell: (r) => r.animaisCadaveres },
      { header: t('animalModals.fields.documentosAnexos'), cell: attachmentsCell },
    ],
    empty: emptyDeclaracao,
    // A category is declared once (001 §5.4): the copy picks its own.
    duplicate: (copy) => ({ ...copy, subCategoriaAnimal: null }),
    modal: (props, rows) => <DeclaracaoAnimaisModal {...props} rows={rows} subCategorias={subCategorias} />,
  });
}

/** The lists a clinical-signs modal picks from. */
export interface ObservacaoClinicaOptions {
  subCategorias: readonly SubCategoriaRef[];
  sinais: readonly NamedRef[];
  lesoes: readonly NamedRef[];
}

const CLINICA_LISTS = {
  individual: 'observacoesClinicasIndividuais',
  grupo: 'observacoesClinicasGrupo',
} as const;

/** The individual or group clinical signs. */
export function observacoesClinicasTable(
  t: TFunction,
  tipo: TipoObservacaoClinica,
  options: ObservacaoClinicaOptions,
  extraButtons?: AnyRowTableSpec['extraButtons'],
): AnyRowTableSpec {
  const list = CLINICA_LISTS[tipo];
  return rowTable<ObservacaoClinicaRow>({
    list,
    ...tableLabels(t, list),
    extraButtons,
    columns: [
      { header: t('animalModals.fields.subCategoriaAnimal'), cell: (r) => r.subCategoriaAnimal?.nome },
      tipo === 'individual'
        ? { header: t('animalModals.fields.identificacao'), cell: (r) => r.identificacao }
        : { header: t('animalModals.fields.animais'), cell: (r) => r.animais },
      { header: t('animalModals.fields.febre'), cell: (r) => yesNoCell(t, r.febre) },
      { header: t('animalModals.fields.sinaisClinicos'), cell: (r) => namesCell(r.sinaisClinicos) },
      { header: t('animalModals.fields.necropsiado'), cell: (r) => yesNoCell(t, r.necropsiado) },
      { header: t('animalModals.fields.documentosAnexos'), cell: attachmentsCell },
    ],
    empty: emptyObservacaoClinica,
    modal: (props) => <ObservacaoClinicaModal {...props} tipo={tipo} {...options} />,
  });
}

/** The animal observations (an individual one by its seal number, a group by its count). */
export function observacoesAnimaisTable(t: TFunction, options: ObservacaoAnimalOptions): AnyRowTableSpec {
  return rowTable<ObservacaoAnimalRow>({
    list: 'observacoesAnimais',
    ...tableLabels(t, 'observacoesAnimais'),
    columns: [
      { header: t('animalModals.fields.especie'), cell: (r) => r.especie?.nome },
      {
        header: t('animalModals.fields.tipoObservacao'),
        cell: (r) => r.tipoObservacao && t(`animalModals.tiposObservacao.${r.tipoObservacao}`),
      },
      { header: t('animalModals.fields.numeroSelo'), cell: (r) => r.numeroSelo },
      { header: t('animalModals.fields.numeroAnimais'), cell: (r) => r.numeroAnimais },
      {
        header: t('animalModals.fields.destinoSubprodutos'),
        cell: (r) => r.destinoSubprodutos && t(`animalModals.destinos.${r.destinoSubprodutos}`),
      },
      { header: t('animalModals.fields.documentosAnexos'), cell: attachmentsCell },
    ],
    empty: emptyObservacaoAnimal,
    modal: (props) => <ObservacaoAnimalModal {...props} options={options} />,
  });
}
