import { useQuery } from '@tanstack/react-query';
import { MEDICO_VETERINARIO_ROLES } from '@sigsa/domain/access/roles';
import { colheitaAmostrasSchema } from '@sigsa/domain/records/colheita-amostras/colheita-amostras.schema';
import { LAB_COLLECTION_SAVE_CONFIRM_MESSAGE } from '@sigsa/domain/workflow/lab-collection-workflow';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTiposControloColheita } from '../../components/colheitas/colheita-lookups.ts';
import { ColheitaCreatePage } from '../../components/colheitas/colheita-create-page.tsx';
import {
  ColheitaScreen,
  type ColheitaScreenContext,
  type ColheitaScreenType,
} from '../../components/colheitas/colheita-screen.tsx';
import { especiesQueryOptions } from '../../platform/lookups/especies.ts';
import { RecordDetailPage, recordCommentsPanel } from '../../platform/records/record-detail-page.tsx';
import { useActiveSession } from '../../platform/session-store.ts';
import { exameDaColheita } from '../record-links.ts';
import { AmostrasDomesticas } from './amostras-tables.tsx';
import {
  COLHEITA_AMOSTRAS_ENTITY,
  COLHEITA_AMOSTRAS_LIST_PATH,
  colheitaAmostrasDetailPath,
  type ColheitaAmostras,
} from './colheita-amostras-api.ts';
import { ColheitaAmostrasFields } from './colheita-amostras-fields.tsx';
import {
  COLHEITA_AMOSTRAS_FIELDS,
  COLHEITA_AMOSTRAS_TABLES,
  colheitaAmostrasDraft,
  colheitaAmostrasFormFromRecord,
  emptyColheitaAmostrasForm,
  type ColheitaAmostrasFormValues,
} from './colheita-amostras-form-values.ts';
import { colheitaDoExame, type ExameParaColheita } from './colheita-do-exame.ts';

/** The domestic collection as the shared collection screen knows it (001 §2.2, §3.2, §5.2). */
const DOMESTICA: ColheitaScreenType<ColheitaAmostrasFormValues> = {
  entity: COLHEITA_AMOSTRAS_ENTITY,
  area: 'colheitaAmostras',
  listPath: COLHEITA_AMOSTRAS_LIST_PATH,
  detailPath: colheitaAmostrasDetailPath,
  texts: 'colheitaAmostras',
  fields: COLHEITA_AMOSTRAS_FIELDS,
  tables: COLHEITA_AMOSTRAS_TABLES,
  schema: colheitaAmostrasSchema,
  toDraft: colheitaAmostrasDraft,
  prefixoEtiqueta: 'CAM',
  amostraLists: ['amostrasIndividuais', 'amostrasGrupo'],
  saveConfirmMessage: LAB_COLLECTION_SAVE_CONFIRM_MESSAGE,
};

/** The domestic fields with their lists (loaded only when the requester edits). */
function CamposDomesticos({ requester, analyses, today }: ColheitaScreenContext) {
  const { role } = useActiveSession();
  const especies = useQuery({ ...especiesQueryOptions(), enabled: requester }).data ?? [];
  const tiposControlo = useTiposControloColheita(requester);
  return (
    <ColheitaAmostrasFields
      options={{ especies: especies.filter((e) => e.domestico === true), tiposControlo }}
      today={today}
      requester={requester}
      analyses={analyses}
      laboratorio={role === 'ROLE_LAB'}
    />
  );
}

/** Props of {@link ColheitaAmostrasScreen}. */
export interface ColheitaAmostrasScreenProps {
  /** The record as loaded (detail route); null on the create route. */
  record: ColheitaAmostras | null;
  commentsPanel?: (record: ColheitaAmostras) => ReactNode;
  /** A new collection's values, preset from an exam ("Registar colheita"); default: an empty one. */
  preset?: (empty: ColheitaAmostrasFormValues) => ColheitaAmostrasFormValues;
}

/**
 * The domestic collection screen (001 §2.2): the shared collection screen with the holding, vet, species, control
 * type, date, exam, internal code and observations, and the individual and group samples. A vet who registers a
 * collection is its responsible.
 */
export function ColheitaAmostrasScreen({
  record,
  commentsPanel,
  preset = (empty) => empty,
}: ColheitaAmostrasScreenProps) {
  const { user, role } = useActiveSession();
  const veterinario = (MEDICO_VETERINARIO_ROLES as readonly string[]).includes(role);
  return (
    <ColheitaScreen<ColheitaAmostrasFormValues, ColheitaAmostras>
      type={DOMESTICA}
      record={record}
      defaultValues={(loaded) =>
        loaded
          ? colheitaAmostrasFormFromRecord(loaded)
          : preset(
              emptyColheitaAmostrasForm(
                veterinario ? { id: user.id, nome: user.nome, email: user.email, nif: user.nif } : null,
              ),
            )
      }
      commentsPanel={commentsPanel}
      campos={(context) => <CamposDomesticos {...context} />}
      amostras={({ requester, clearErrors }) => (
        <AmostrasDomesticas editable={requester} onChange={clearErrors} />
      )}
    />
  );
}

/**
 * Registar → Colheita de amostras: an empty collection, or one preset from the exam the address names
 * (`?exame=`, the exam's "Registar colheita"); saved, the user goes to its detail.
 */
export function ColheitaAmostrasCreatePage() {
  const [params] = useSearchParams();
  return (
    <ColheitaCreatePage<ExameParaColheita>
      exame={exameDaColheita(params)}
      render={(exame) => (
        <ColheitaAmostrasScreen
          record={null}
          preset={exame ? (empty) => colheitaDoExame(empty, exame) : undefined}
        />
      )}
    />
  );
}

/** Consultar → Colheita de amostras → a record, fetched by the loader before the screen opens. */
export function ColheitaAmostrasDetailPage() {
  return (
    <RecordDetailPage<ColheitaAmostras>
      entity={COLHEITA_AMOSTRAS_ENTITY}
      render={(record) => <ColheitaAmostrasScreen record={record} commentsPanel={recordCommentsPanel} />}
    />
  );
}
