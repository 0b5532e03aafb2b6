import type { TipoAmostra } from '@sigsa/domain/records/colheitas.schema';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { namesCell } from '../../components/animal-modals/animal-tables.tsx';
import { ensaiosEscolhidos, type EnsaioRef } from '../../components/colheitas/colheita-rows.ts';
import { rowTable, RowTables, type AnyRowTableSpec } from '../../components/row-tables.tsx';
import type { NamedRef } from '../../platform/record-api.ts';
import { AmostraDomesticaModal } from './amostra-domestica-modal.tsx';
import { AddManyRowsButton } from '../../components/rows-table.tsx';
import { AmostrasMultiplasModal } from './amostras-multiplas-modal.tsx';
import {
  emptyAmostra,
  type AmostraRow,
  type ColheitaAmostrasFormValues,
} from './colheita-amostras-form-values.ts';

const LISTS: Record<TipoAmostra, 'amostrasIndividuais' | 'amostrasGrupo'> = {
  INDIVIDUAL: 'amostrasIndividuais',
  GRUPO: 'amostrasGrupo',
};

/** What the sample modals pick from: the collection's assays and species. */
export interface AmostrasOptions {
  ensaios: readonly EnsaioRef[];
  especie: NamedRef | null;
  /** Every sample of the collection, both kinds (the duplicate rule reads the individual ones). */
  todas: readonly AmostraRow[];
}

/**
 * The individual or the group samples of a domestic collection (001 §2.2): number (given on save), the animal or
 * the number of animals, matrix, assays and sub-category; each through its modal.
 */
function amostrasTable(
  t: TFunction,
  tipo: TipoAmostra,
  options: AmostrasOptions,
  extraButtons?: ReactNode,
): AnyRowTableSpec {
  const list = LISTS[tipo];
  const individual = tipo === 'INDIVIDUAL';
  return rowTable<AmostraRow>({
    list,
    title: t(`colheitaAmostras.tables.${list}`),
    addLabel: t(`colheitaAmostras.tables.add.${list}`),
    columns: [
      { header: t('colheitas.fields.sequencia'), cell: (row) => row.sequencia ?? t('colheitas.porNumerar') },
      individual
        ? { header: t('colheitas.fields.identificacaoAnimal'), cell: (row) => row.identificacaoAnimal || '-' }
        : { header: t('colheitas.fields.quantidadeAnimais'), cell: (row) => row.quantidadeAnimais },
      { header: t('colheitas.fields.matriz'), cell: (row) => row.matriz?.nome ?? '-' },
      { header: t('colheitas.fields.ensaiosAmostra'), cell: (row) => namesCell(row.ensaios) || '-' },
      {
        header: t('colheitas.fields.subCategoriaAnimal'),
        cell: (row) => row.subCategoriaAnimal?.nome ?? '-',
      },
    ],
    empty: () => emptyAmostra(tipo),
    extraButtons,
    // A copy is another sample: its own number, and (individual) another animal.
    duplicate: (copy) => ({ ...copy, sequencia: null, identificacaoAnimal: '' }),
    modal: (props) => (
      <AmostraDomesticaModal
        {...props}
        rows={options.todas}
        ensaios={options.ensaios}
        especie={options.especie}
      />
    ),
  });
}

/**
 * The individual and the group sample tables of the form, with what their modals pick from; the individual ones
 * also added several at once ("add multiple", 001 §2.2).
 */
export function AmostrasDomesticas({ editable, onChange }: { editable: boolean; onChange: () => void }) {
  const { t } = useTranslation();
  const { setValue } = useFormContext<ColheitaAmostrasFormValues>();
  const [varias, setVarias] = useState(false);
  const [especie, ensaios, individuais, grupo] = useWatch<
    ColheitaAmostrasFormValues,
    ['especies', 'ensaios', 'amostrasIndividuais', 'amostrasGrupo']
  >({ name: ['especies', 'ensaios', 'amostrasIndividuais', 'amostrasGrupo'] });
  const options = { ensaios: ensaiosEscolhidos(ensaios), especie, todas: [...individuais, ...grupo] };
  return (
    <>
      <RowTables
        specs={[
          amostrasTable(
            t,
            'INDIVIDUAL',
            options,
            <AddManyRowsButton onClick={() => setVarias(true)}>
              {t('colheitaAmostras.multiplas.button')}
            </AddManyRowsButton>,
          ),
          amostrasTable(t, 'GRUPO', options),
        ]}
        editable={editable}
        onChange={onChange}
      />
      {editable && (
        <AmostrasMultiplasModal
          opened={varias}
          rows={options.todas}
          ensaios={options.ensaios}
          especie={especie}
          onAdd={(novas) => {
            setValue('amostrasIndividuais', [...individuais, ...novas], { shouldDirty: true });
            onChange();
            setVarias(false);
          }}
          onClose={() => setVarias(false)}
        />
      )}
    </>
  );
}
