import {
  TABELA_DA_SITUACAO,
  type ExameTipoAnimal,
  type SituacaoAnimal,
} from '@sigsa/domain/records/exame-clinico-necropsia/exame.schema';
import { useTranslation } from 'react-i18next';
import {
  declaracoesTable,
  observacoesAnimaisTable,
  observacoesClinicasTable,
} from '../../components/animal-modals/animal-tables.tsx';
import { RowTables, type AnyRowTableSpec } from '../../components/row-tables.tsx';
import { AjudaObservacaoClinicaButton } from './ajuda-observacao-clinica-modal.tsx';
import type { ExameLookups } from './exame-lookups.ts';
import {
  animaisAbatidosTable,
  animaisCacadosTable,
  animaisEncontradosMortosTable,
  animaisRecolhidosVivosTable,
} from './exame-selvagem-tables.tsx';

/**
 * The exam's tables (001 §2.3): domestic — declaration, individual and group clinical observation (with the help
 * on which animals go where); wild — the situation's own table (none before a situation is chosen) and the animal
 * observations (ours). Rows are viewed, edited, duplicated or removed through their modals and go with the save.
 */
export function ExameTables({
  tipo,
  situacao,
  editable,
  lookups,
  onChange,
}: {
  tipo: ExameTipoAnimal;
  situacao: SituacaoAnimal | null;
  editable: boolean;
  lookups: ExameLookups;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const animal = {
    especies: lookups.especiesSelvagens,
    sexos: lookups.tipos('SEXO'),
    classesEtarias: lookups.tipos('CLASSE_ETARIA'),
  };
  const alteracoes = lookups.tipos('LESOES');
  const specs = (): AnyRowTableSpec[] => {
    if (tipo === 'DOMESTICO') {
      const clinicas = {
        subCategorias: lookups.subCategorias,
        sinais: lookups.tipos('SINAIS_CLINICOS'),
        lesoes: lookups.tipos('LESOES'),
      };
      // One help for both tables: it says which animals go in each (001 §2.3).
      return [
        declaracoesTable(t, lookups.subCategorias),
        observacoesClinicasTable(t, 'individual', clinicas, <AjudaObservacaoClinicaButton />),
        observacoesClinicasTable(t, 'grupo', clinicas),
      ];
    }
    const own: Record<(typeof TABELA_DA_SITUACAO)[SituacaoAnimal], () => AnyRowTableSpec> = {
      animaisCacados: () => animaisCacadosTable(t, animal),
      animaisAbatidos: () =>
        animaisAbatidosTable(t, {
          ...animal,
          alteracoes,
          metodosAbate: lookups.tipos('METODO_ABATE'),
          motivosAbate: lookups.tipos('MOTIVO_ABATE'),
        }),
      animaisEncontradosMortos: () => animaisEncontradosMortosTable(t, animal),
      animaisRecolhidosVivos: () =>
        animaisRecolhidosVivosTable(t, {
          ...animal,
          alteracoes,
          examesClinicos: lookups.tipos('EXAME_CLINICO'),
          destinos: lookups.tipos('DESTINO_ANIMAL_RECOLHIDO_VIVO'),
        }),
    };
    return [
      ...(situacao ? [own[TABELA_DA_SITUACAO[situacao]]()] : []),
      observacoesAnimaisTable(t, { ...animal, alteracoes }),
    ];
  };
  return <RowTables specs={specs()} editable={editable} onChange={onChange} />;
}
