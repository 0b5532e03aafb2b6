import {
  NOTIFICACAO_FIELDS_BY_TIPO,
  isChildList,
  type NotificacaoChildList,
  type TipoAnimal,
} from '@sigsa/domain/records/notificacao-suspeita-doenca/notificacao.fields';
import { useTranslation } from 'react-i18next';
import {
  declaracoesTable,
  observacoesAnimaisTable,
  observacoesClinicasTable,
} from '../../components/animal-modals/animal-tables.tsx';
import { RowTables, type AnyRowTableSpec } from '../../components/row-tables.tsx';
import { especiesDoTipo, type NotificacaoLookups } from './notificacao-lookups.ts';

/**
 * The tables of the animal type (spec 002 §2: production's declarations, group and individual signs; captive
 * wild's individual signs; free-living's animal observations, ours), each row viewed, edited or removed through
 * its large modal; the rows live in the form and go with the next save.
 */
export function NotificacaoTables({
  tipo,
  editable,
  lookups,
  onChange,
}: {
  tipo: TipoAnimal;
  editable: boolean;
  lookups: NotificacaoLookups;
  /** A table changed (the screen clears its refusals). */
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const clinicas = {
    subCategorias: lookups.subCategorias,
    sinais: lookups.tipos('SINAIS_CLINICOS'),
    lesoes: lookups.tipos('LESOES'),
  };
  const specs: Record<NotificacaoChildList, () => AnyRowTableSpec> = {
    declaracoesAnimais: () => declaracoesTable(t, lookups.subCategorias),
    observacoesClinicasIndividuais: () => observacoesClinicasTable(t, 'individual', clinicas),
    observacoesClinicasGrupo: () => observacoesClinicasTable(t, 'grupo', clinicas),
    observacoesAnimais: () =>
      observacoesAnimaisTable(t, {
        especies: especiesDoTipo(lookups.especies, tipo),
        sexos: lookups.tipos('SEXO'),
        classesEtarias: lookups.tipos('CLASSE_ETARIA'),
        alteracoes: lookups.tipos('LESOES'),
      }),
  };
  const lists = NOTIFICACAO_FIELDS_BY_TIPO[tipo].filter(isChildList);
  return <RowTables specs={lists.map((list) => specs[list]())} editable={editable} onChange={onChange} />;
}
