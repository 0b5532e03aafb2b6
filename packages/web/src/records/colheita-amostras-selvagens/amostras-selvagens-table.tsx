import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { namesCell } from '../../components/animal-modals/animal-tables.tsx';
import { ensaiosEscolhidos } from '../../components/colheitas/colheita-rows.ts';
import { rowTable, RowTables } from '../../components/row-tables.tsx';
import { AmostraSelvagemModal } from './amostra-selvagem-modal.tsx';
import {
  emptyAmostraSelvagem,
  type AmostraSelvagemRow,
  type ColheitaSelvagemFormValues,
} from './colheita-selvagem-form-values.ts';

/**
 * The samples of a wild collection (001 §2.1: by number, at least 800 px wide): number (given on save), species,
 * sex, age class, matrix, assays, preservation and the animal; each through its modal.
 */
export function AmostrasSelvagens({ editable, onChange }: { editable: boolean; onChange: () => void }) {
  const { t } = useTranslation();
  const [especies, ensaios, amostras] = useWatch<
    ColheitaSelvagemFormValues,
    ['especies', 'ensaios', 'amostras']
  >({ name: ['especies', 'ensaios', 'amostras'] });
  const escolhidos = ensaiosEscolhidos(ensaios);
  const label = (field: string) => t(`colheitas.fields.${field}`);
  const spec = rowTable<AmostraSelvagemRow>({
    list: 'amostras',
    title: t('colheitaAmostrasSelvagens.tables.amostras'),
    addLabel: t('colheitaAmostrasSelvagens.tables.addAmostra'),
    minWidth: 800,
    columns: [
      { header: label('sequencia'), cell: (row) => row.sequencia ?? t('colheitas.porNumerar') },
      { header: label('especiesAmostra'), cell: (row) => namesCell(row.especies) || '-' },
      { header: label('sexo'), cell: (row) => row.sexo?.nome ?? '-' },
      { header: label('classeEtaria'), cell: (row) => row.classeEtaria?.nome ?? '-' },
      { header: label('matriz'), cell: (row) => row.matriz?.nome ?? '-' },
      { header: label('ensaiosAmostra'), cell: (row) => namesCell(row.ensaios) || '-' },
      { header: label('metodoConservacao'), cell: (row) => row.metodoConservacao?.nome ?? '-' },
      { header: label('identificacaoAnimal'), cell: (row) => row.identificacaoAnimal || '-' },
    ],
    empty: emptyAmostraSelvagem,
    // A copy is another sample: its own number, and another animal.
    duplicate: (copy) => ({ ...copy, sequencia: null, identificacaoAnimal: '' }),
    modal: (props) => (
      <AmostraSelvagemModal {...props} rows={amostras} ensaios={escolhidos} especies={especies} />
    ),
  });
  return <RowTables specs={[spec]} editable={editable} onChange={onChange} />;
}
