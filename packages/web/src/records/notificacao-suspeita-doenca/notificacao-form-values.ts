import {
  NOTIFICACAO_CHILD_LISTS,
  NOTIFICACAO_LAB_FIELDS,
  NOTIFICACAO_VARIANT_FIELDS,
  isChildList,
  type ConclusaoSuspeita,
  type IdentificacaoAnimal,
  type Localizacao,
  type OrdemFoco,
  type TipoAnimal,
} from '@sigsa/domain/records/notificacao-suspeita-doenca/notificacao.fields';
import { NOTIFICACAO_CONCLUSAO_FIELDS } from '@sigsa/domain/records/notificacao-suspeita-doenca/notificacao.workflow';
import type { DocumentItem } from '../../components/document-items.ts';
import type { ExploracaoRef } from '../../platform/lookups/exploracoes.ts';
import { documentItemsAt, rowDocumentItems } from '../../platform/records/record-documents.ts';
import type { UtilizadorRef } from '../../platform/lookups/utilizadores.ts';
import type { NamedRef } from '../../platform/record-api.ts';
import type { DoencaRef } from '../../platform/lookups/reference-lists.ts';
import type {
  DsavrRef,
  FocoPrimarioRef,
  InfraestruturaRef,
  MotivoRef,
  Notificacao,
} from './notificacao-api.ts';
import {
  declaracaoDraft,
  declaracaoRow,
  observacaoAnimalDraft,
  observacaoAnimalRow,
  observacaoClinicaDraft,
  observacaoClinicaRow,
  type DeclaracaoRow,
  type ObservacaoAnimalRow,
  type ObservacaoClinicaRow,
} from '../../components/animal-modals/animal-rows.ts';

// The notification form as plain data: what the screen edits, how a record fills it, and the API payload it
// makes, which the domain's `notificacaoSchema` (the server's) checks through the form's resolver.

/** What the notification form holds. References keep their names, so a read-only form needs no lookups. */
export interface NotificacaoFormValues {
  serie: number | null;
  tipoAnimal: TipoAnimal | null;
  localizacao: Localizacao | null;
  responsavelNotificacao: UtilizadorRef | null;
  dataObservacao: string | null;
  dataInicioSinaisClinicos: string | null;
  doencas: DoencaRef[];
  realizadoTesteLaboratorial: boolean | null;
  dataTesteLaboratorial: string | null;
  ensaiosLaboratoriais: NamedRef[];
  resultadosNegativos: string;
  /** The lab result's files (spec 002 §2 "result attachments"), sent once the record is saved. */
  resultadosLaboratoriais: DocumentItem[];
  identificacao: IdentificacaoAnimal | null;
  numeroIdentificacao: string;
  nomeAnimal: string;
  nomeDetentor: string;
  moradaDetentor: string;
  telefone: string;
  email: string;
  nif: string;
  nomeEncontradoPor: string;
  moradaEncontradoPor: string;
  especie: NamedRef | null;
  exploracao: ExploracaoRef | null;
  infraestrutura: InfraestruturaRef | null;
  dsavr: DsavrRef | null;
  programa: NamedRef | null;
  declaracoesAnimais: DeclaracaoRow[];
  observacoesClinicasIndividuais: ObservacaoClinicaRow[];
  observacoesClinicasGrupo: ObservacaoClinicaRow[];
  observacoesAnimais: ObservacaoAnimalRow[];
  conclusaoSuspeita: ConclusaoSuspeita | null;
  motivoConfirmacao: MotivoRef | null;
  outroMotivoConfirmacao: string;
  ordemFoco: OrdemFoco | null;
  focoPrimario: FocoPrimarioRef | null;
  doencasConfirmadas: NamedRef[];
  motivoNaoConfirmacao: MotivoRef | null;
  outroMotivoNaoConfirmacao: string;
}

/** The form's own fields that may carry an asterisk: the common ones, the variants' and the conclusion's. */
export const NOTIFICACAO_FORM_FIELDS: readonly string[] = [
  'tipoAnimal',
  'localizacao',
  'responsavelNotificacao',
  'dataObservacao',
  'dataInicioSinaisClinicos',
  'doencas',
  'realizadoTesteLaboratorial',
  ...NOTIFICACAO_LAB_FIELDS,
  ...NOTIFICACAO_VARIANT_FIELDS.filter((field) => !isChildList(field)),
  ...NOTIFICACAO_CONCLUSAO_FIELDS,
];

/** The child lists (edited through their modals), left out of the asterisks. */
export const NOTIFICACAO_FORM_TABLES = NOTIFICACAO_CHILD_LISTS;

/** An empty form; ROLE_SIGSA picks the notifier, every other role is the notifier (spec 002 §6). */
export function emptyNotificacaoForm(notificador: UtilizadorRef | null): NotificacaoFormValues {
  return {
    serie: null,
    tipoAnimal: null,
    localizacao: null,
    responsavelNotificacao: notificador,
    dataObservacao: null,
    dataInicioSinaisClinicos: null,
    doencas: [],
    realizadoTesteLaboratorial: null,
    dataTesteLaboratorial: null,
    ensaiosLaboratoriais: [],
    resultadosNegativos: '',
    resultadosLaboratoriais: [],
    identificacao: null,
    numeroIdentificacao: '',
    nomeAnimal: '',
    nomeDetentor: '',
    moradaDetentor: '',
    telefone: '',
    email: '',
    nif: '',
    nomeEncontradoPor: '',
    moradaEncontradoPor: '',
    especie: null,
    exploracao: null,
    infraestrutura: null,
    dsavr: null,
    programa: null,
    declaracoesAnimais: [],
    observacoesClinicasIndividuais: [],
    observacoesClinicasGrupo: [],
    observacoesAnimais: [],
    conclusaoSuspeita: null,
    motivoConfirmacao: null,
    outroMotivoConfirmacao: '',
    ordemFoco: null,
    focoPrimario: null,
    doencasConfirmadas: [],
    motivoNaoConfirmacao: null,
    outroMotivoNaoConfirmacao: '',
  };
}

const text = (value: string | null | undefined) => value ?? '';

/**
 * The form of a loaded record (a `fullMV` one has no conclusion: it stays empty), with the documents of its lab
 * result and rows (plus what the last save could not send). Call once per screen: it takes those unsent ones.
 */
export function notificacaoFormFromRecord(record: Notificacao): NotificacaoFormValues {
  return {
    serie: record.serie?.id ?? null,
    tipoAnimal: record.tipoAnimal.codigo as TipoAnimal,
    localizacao: record.localizacao,
    responsavelNotificacao: record.responsavelNotificacao,
    dataObservacao: record.dataObservacao,
    dataInicioSinaisClinicos: record.dataInicioSinaisClinicos,
    doencas: record.doencas,
    realizadoTesteLaboratorial: record.realizadoTesteLaboratorial,
    dataTesteLaboratorial: record.dataTesteLaboratorial,
    ensaiosLaboratoriais: record.ensaiosLaboratoriais,
    resultadosNegativos: text(record.resultadosNegativos),
    resultadosLaboratoriais: documentItemsAt(
      record._links?.resultadosLaboratoriais?.href ?? null,
      record.resultadosLaboratoriais,
    ),
    identificacao: record.identificacao,
    numeroIdentificacao: text(record.numeroIdentificacao),
    nomeAnimal: text(record.nomeAnimal),
    nomeDetentor: text(record.nomeDetentor),
    moradaDetentor: text(record.moradaDetentor),
    telefone: text(record.telefone),
    email: text(record.email),
    nif: text(record.nif),
    nomeEncontradoPor: text(record.nomeEncontradoPor),
    moradaEncontradoPor: text(record.moradaEncontradoPor),
    especie: record.especie,
    exploracao: record.exploracao,
    infraestrutura: record.infraestrutura,
    dsavr: record.dsavr,
    programa: record.programa,
    declaracoesAnimais: record.declaracoesAnimais.map((row) => declaracaoRow(row, rowDocumentItems(row))),
    observacoesClinicasIndividuais: record.observacoesClinicasIndividuais.map((row) =>
      observacaoClinicaRow(row, rowDocumentItems(row)),
    ),
    observacoesClinicasGrupo: record.observacoesClinicasGrupo.map((row) =>
      observacaoClinicaRow(row, rowDocumentItems(row)),
    ),
    observacoesAnimais: record.observacoesAnimais.map((row) =>
      observacaoAnimalRow(row, rowDocumentItems(row)),
    ),
    conclusaoSuspeita: (record.conclusaoSuspeita?.codigo ?? null) as ConclusaoSuspeita | null,
    motivoConfirmacao: record.motivoConfirmacao ?? null,
    outroMotivoConfirmacao: text(record.outroMotivoConfirmacao),
    ordemFoco: (record.ordemFoco?.codigo ?? null) as OrdemFoco | null,
    focoPrimario: record.focoPrimario ?? null,
    doencasConfirmadas: record.doencasConfirmadas ?? [],
    motivoNaoConfirmacao: record.motivoNaoConfirmacao ?? null,
    outroMotivoNaoConfirmacao: text(record.outroMotivoNaoConfirmacao),
  };
}

const ids = (refs: readonly NamedRef[]) => refs.map((ref) => ref.id);

/**
 * The payload of the form, before the schema checks it (ids for references, the holding by its brand, codes for
 * the coded custom types). The series, version and role are the screen's, added when it sends. A role that does
 * not read the conclusion sends none of it (the server refuses a conclusion without VALIDAR).
 */
export function notificacaoDraft(values: NotificacaoFormValues) {
  return {
    tipoAnimal: values.tipoAnimal,
    localizacao: values.localizacao,
    responsavelNotificacao: values.responsavelNotificacao?.id ?? null,
    dataObservacao: values.dataObservacao,
    dataInicioSinaisClinicos: values.dataInicioSinaisClinicos,
    doencas: ids(values.doencas),
    realizadoTesteLaboratorial: values.realizadoTesteLaboratorial,
    dataTesteLaboratorial: values.dataTesteLaboratorial,
    ensaiosLaboratoriais: ids(values.ensaiosLaboratoriais),
    resultadosNegativos: values.resultadosNegativos,
    identificacao: values.identificacao,
    numeroIdentificacao: values.numeroIdentificacao,
    nomeAnimal: values.nomeAnimal,
    nomeDetentor: values.nomeDetentor,
    moradaDetentor: values.moradaDetentor,
    telefone: values.telefone,
    email: values.email,
    nif: values.nif,
    nomeEncontradoPor: values.nomeEncontradoPor,
    moradaEncontradoPor: values.moradaEncontradoPor,
    especie: values.especie?.id ?? null,
    // The API keys the holding by its brand (spec 002 §3).
    exploracao: values.exploracao?.marca ?? null,
    infraestrutura: values.infraestrutura?.id ?? null,
    dsavr: values.dsavr?.id ?? null,
    programa: values.programa?.id ?? null,
    declaracoesAnimais: values.declaracoesAnimais.map(declaracaoDraft),
    observacoesClinicasIndividuais: values.observacoesClinicasIndividuais.map((row) =>
      observacaoClinicaDraft('individual', row),
    ),
    observacoesClinicasGrupo: values.observacoesClinicasGrupo.map((row) =>
      observacaoClinicaDraft('grupo', row),
    ),
    observacoesAnimais: values.observacoesAnimais.map(observacaoAnimalDraft),
    conclusaoSuspeita: values.conclusaoSuspeita,
    motivoConfirmacao: values.motivoConfirmacao?.id ?? null,
    outroMotivoConfirmacao: values.outroMotivoConfirmacao,
    ordemFoco: values.ordemFoco,
    focoPrimario: values.focoPrimario?.id ?? null,
    doencasConfirmadas: ids(values.doencasConfirmadas),
    motivoNaoConfirmacao: values.motivoNaoConfirmacao?.id ?? null,
    outroMotivoNaoConfirmacao: values.outroMotivoNaoConfirmacao,
  };
}

/** Whether the chosen reason asks for free text (spec 002 §2), as far as the screen knows it. */
export function motivoRequerObservacao(values: NotificacaoFormValues): (motivoId: number) => boolean {
  return (motivoId) =>
    [values.motivoConfirmacao, values.motivoNaoConfirmacao].some(
      (motivo) => motivo?.id === motivoId && motivo.requerObservacao === true,
    );
}
