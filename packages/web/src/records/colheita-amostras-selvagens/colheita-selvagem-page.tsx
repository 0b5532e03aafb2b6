import { useQuery } from '@tanstack/react-query';
import { colheitaSelvagemSchema } from '@sigsa/domain/records/colheita-amostras-selvagens/colheita-selvagem.schema';
import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ColheitaCreatePage } from '../../components/colheitas/colheita-create-page.tsx';
import { ColheitaScreen, type ColheitaScreenType } from '../../components/colheitas/colheita-screen.tsx';
import { FullPageLoader } from '../../components/full-page-loader.tsx';
import { customTypesQueryOptions } from '../../platform/record-api.ts';
import { RecordDetailPage, recordCommentsPanel } from '../../platform/records/record-detail-page.tsx';
import { useActiveSession } from '../../platform/session-store.ts';
import { exameDaColheita } from '../record-links.ts';
import { AmostrasSelvagens } from './amostras-selvagens-table.tsx';
import { colheitaDoExameSelvagem, type ExameSelvagemParaColheita } from './colheita-do-exame-selvagem.ts';
import {
  COLHEITA_SELVAGEM_ENTITY,
  COLHEITA_SELVAGEM_LIST_PATH,
  colheitaSelvagemDetailPath,
  type ColheitaSelvagem,
} from './colheita-selvagem-api.ts';
import { ColheitaSelvagemFields, FaturaSection } from './colheita-selvagem-fields.tsx';
import {
  COLHEITA_SELVAGEM_FIELDS,
  COLHEITA_SELVAGEM_TABLES,
  colheitaSelvagemDraft,
  colheitaSelvagemFormFromRecord,
  emptyColheitaSelvagemForm,
  type ColheitaSelvagemFormValues,
} from './colheita-selvagem-form-values.ts';

/**
 * The wild collection as the shared collection screen knows it (001 §2.1, §3.1, §5.1); `cacado` tells which
 * situation is a hunted animal's, whose hunting fields are required.
 */
function selvagem(cacado: number | null): ColheitaScreenType<ColheitaSelvagemFormValues> {
  return {
    entity: COLHEITA_SELVAGEM_ENTITY,
    area: 'colheitaAmostrasSelvagens',
    listPath: COLHEITA_SELVAGEM_LIST_PATH,
    detailPath: colheitaSelvagemDetailPath,
    texts: 'colheitaAmostrasSelvagens',
    fields: COLHEITA_SELVAGEM_FIELDS,
    tables: COLHEITA_SELVAGEM_TABLES,
    schema: (today) => colheitaSelvagemSchema({ today, cacado: (situacao) => situacao === cacado }),
    toDraft: colheitaSelvagemDraft,
    prefixoEtiqueta: 'CAS',
    amostraLists: ['amostras'],
  };
}

/** The animal situations (001 §3.1), which the screen needs before it opens: the hunted one decides rules. */
function useSituacoes() {
  return useQuery(customTypesQueryOptions('SITUACAO_ANIMAL'));
}

/** Props of {@link ColheitaSelvagemScreen}. */
export interface ColheitaSelvagemScreenProps {
  /** The record as loaded (detail route); null on the create route. */
  record: ColheitaSelvagem | null;
  commentsPanel?: (record: ColheitaSelvagem) => ReactNode;
  /** The exam a new collection starts from ("Registar colheita"); none: an empty one. */
  exame?: ExameSelvagemParaColheita | null;
}

/**
 * The wild collection screen (001 §2.1): the shared collection screen with the situation, programme, wild
 * species, control type, date, DSAVR, responsible (by default the user), location, hunting process and zone,
 * exam reference, internal code and sample total; the `A-` samples; the invoicing data.
 */
export function ColheitaSelvagemScreen({ record, commentsPanel, exame = null }: ColheitaSelvagemScreenProps) {
  const { user } = useActiveSession();
  const situacoes = useSituacoes();
  const cacado = situacoes.data?.find((tipo) => tipo.codigo === 'CACADO')?.id ?? null;
  const type = useMemo(() => selvagem(cacado), [cacado]);
  if (situacoes.isPending) return <FullPageLoader />;
  return (
    <ColheitaScreen<ColheitaSelvagemFormValues, ColheitaSelvagem>
      type={type}
      record={record}
      defaultValues={(loaded) => {
        if (loaded) return colheitaSelvagemFormFromRecord(loaded);
        const empty = emptyColheitaSelvagemForm({
          id: user.id,
          nome: user.nome,
          email: user.email,
          nif: user.nif,
        });
        return exame ? colheitaDoExameSelvagem(empty, exame, situacoes.data ?? []) : empty;
      }}
      commentsPanel={commentsPanel}
      campos={(context) => <ColheitaSelvagemFields {...context} />}
      amostras={({ requester, clearErrors }) => (
        <AmostrasSelvagens editable={requester} onChange={clearErrors} />
      )}
      extra={({ requester }) => <FaturaSection requester={requester} />}
    />
  );
}

/**
 * Registar → Colheita de amostras de animais selvagens: an empty collection, or one preset from the wild exam
 * the address names (`?exame=`); saved, the user goes to its detail (001 §2.1).
 */
export function ColheitaSelvagemCreatePage() {
  const [params] = useSearchParams();
  return (
    <ColheitaCreatePage<ExameSelvagemParaColheita>
      exame={exameDaColheita(params)}
      render={(exame) => <ColheitaSelvagemScreen record={null} exame={exame} />}
    />
  );
}

/** Consultar → Colheita de amostras de animais selvagens → a record, fetched before the screen opens. */
export function ColheitaSelvagemDetailPage() {
  return (
    <RecordDetailPage<ColheitaSelvagem>
      entity={COLHEITA_SELVAGEM_ENTITY}
      render={(record) => <ColheitaSelvagemScreen record={record} commentsPanel={recordCommentsPanel} />}
    />
  );
}
