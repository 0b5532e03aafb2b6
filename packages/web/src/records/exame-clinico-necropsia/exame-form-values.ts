import type { LatLon } from '@sigsa/domain/geo/map-constants';
import {
  EXAME_CAMPOS_DOMESTICO,
  EXAME_CAMPOS_SELVAGEM,
  EXAME_TABELAS_DOMESTICO,
  EXAME_TABELAS_SELVAGEM,
  type ExameTipoAnimal,
  type SituacaoAnimal,
} from '@sigsa/domain/records/exame-clinico-necropsia/exame.schema';
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
import type { ExploracaoRef } from '../../platform/lookups/exploracoes.ts';
import type { UtilizadorRef } from '../../platform/lookups/utilizadores.ts';
import type { NamedRef } from '../../platform/record-api.ts';
import { rowDocumentItems } from '../../platform/records/record-documents.ts';
import type { Exame, MotivoExameRef, NotificacaoLigada } from './exame-api.ts';
import {
  animalAbatidoDraft,
  animalAbatidoRow,
  animalCacadoDraft,
  animalCacadoRow,
  animalEncontradoMortoDraft,
  animalEncontradoMortoRow,
  animalRecolhidoVivoDraft,
  animalRecolhidoVivoRow,
  type AnimalAbatidoRow,
  type AnimalCacadoRow,
  type AnimalEncontradoMortoRow,
  type AnimalRecolhidoVivoRow,
} from './exame-selvagem-rows.ts';

// The clinical exam form as plain data: what the screen edits, how a record fills it, and the API payload it
// makes, which the domain's `exameSchema` (the server's) checks through the form's resolver.

/** What the exam form holds. References keep their names, so a read-only form needs no lookups. */
export interface ExameFormValues {
  /** The record's id: the official sections exist once it has one (001 §2.3, §5.4). */
  id: number | null;
  serie: number | null;
  tipoAnimal: ExameTipoAnimal | null;
  exploracao: ExploracaoRef | null;
  medicoVeterinario: UtilizadorRef | null;
  contingencia: string;
  motivosExames: MotivoExameRef[];
  notificacoesSuspeitasDoencas: NotificacaoLigada[];
  data: string | null;
  dataInicioSinaisClinicos: string | null;
  exameOficial: boolean;
  registosRastreabilidade: string | null;
  observacoesRastreabilidade: string;
  registosSaude: string | null;
  desconformidadesRegistoSaude: NamedRef[];
  desconformidades: NamedRef[];
  outrasDesconformidades: string;
  registosValoresProdutivos: string | null;
  valoresProdutivos: string;
  observacoesDesconformidades: string;
  situacaoAnimal: SituacaoAnimal | null;
  programa: NamedRef | null;
  dataObservacao: string | null;
  dsavr: NamedRef | null;
  responsavelColheita: UtilizadorRef | null;
  localizacao: LatLon | null;
  processoCaca: NamedRef | null;
  zonaCaca: NamedRef | null;
  declaracoesAnimais: DeclaracaoRow[];
  observacoesClinicasIndividuais: ObservacaoClinicaRow[];
  observacoesClinicasGrupo: ObservacaoClinicaRow[];
  observacoesAnimais: ObservacaoAnimalRow[];
  animaisCacados: AnimalCacadoRow[];
  animaisAbatidos: AnimalAbatidoRow[];
  animaisEncontradosMortos: AnimalEncontradoMortoRow[];
  animaisRecolhidosVivos: AnimalRecolhidoVivoRow[];
}

/** The child lists (edited through their modals), left out of the asterisks. */
export const EXAME_FORM_TABLES: readonly string[] = [...EXAME_TABELAS_DOMESTICO, ...EXAME_TABELAS_SELVAGEM];

/** The form's own fields that may carry an asterisk. */
export const EXAME_FORM_FIELDS: readonly string[] = [
  'tipoAnimal',
  ...[...EXAME_CAMPOS_DOMESTICO, ...EXAME_CAMPOS_SELVAGEM].filter(
    (field) => !EXAME_FORM_TABLES.includes(field),
  ),
];

/**
 * An empty exam: the user is its collection responsible (wild) and, when they may be a record's vet (ROLE_MV,
 * ROLE_MV_MUNICIPAL, ROLE_SIGSA: 001 §6 "roles that auto-assign the vet"), its vet; others pick the vet.
 */
export function emptyExameForm(
  utilizador: UtilizadorRef,
  { veterinario }: { veterinario: boolean },
): ExameFormValues {
  return {
    id: null,
    serie: null,
    tipoAnimal: null,
    exploracao: null,
    medicoVeterinario: veterinario ? utilizador : null,
    contingencia: '',
    motivosExames: [],
    notificacoesSuspeitasDoencas: [],
    data: null,
    dataInicioSinaisClinicos: null,
    exameOficial: false,
    registosRastreabilidade: null,
    observacoesRastreabilidade: '',
    registosSaude: null,
    desconformidadesRegistoSaude: [],
    desconformidades: [],
    outrasDesconformidades: '',
    registosValoresProdutivos: null,
    valoresProdutivos: '',
    observacoesDesconformidades: '',
    situacaoAnimal: null,
    programa: null,
    dataObservacao: null,
    dsavr: null,
    responsavelColheita: utilizador,
    localizacao: null,
    processoCaca: null,
    zonaCaca: null,
    declaracoesAnimais: [],
    observacoesClinicasIndividuais: [],
    observacoesClinicasGrupo: [],
    observacoesAnimais: [],
    animaisCacados: [],
    animaisAbatidos: [],
    animaisEncontradosMortos: [],
    animaisRecolhidosVivos: [],
  };
}

const text = (value: string | null | undefined) => value ?? '';

/** The form of a loaded exam. Call once per screen: it takes the rows' unsent documents. */
export function exameFormFromRecord(record: Exame): ExameFormValues {
  return {
    id: record.id,
    serie: record.serie?.id ?? null,
    tipoAnimal: record.tipoAnimal,
    exploracao: record.exploracao,
    medicoVeterinario: record.medicoVeterinario,
    contingencia: text(record.contingencia),
    motivosExames: record.motivosExames,
    notificacoesSuspeitasDoencas: record.notificacoesSuspeitasDoencas,
    data: record.data,
    dataInicioSinaisClinicos: record.dataInicioSinaisClinicos,
    exameOficial: record.exameOficial,
    registosRastreabilidade: record.registosRastreabilidade,
    observacoesRastreabilidade: text(record.observacoesRastreabilidade),
    registosSaude: record.registosSaude,
    desconformidadesRegistoSaude: record.desconformidadesRegistoSaude,
    desconformidades: record.desconformidades,
    outrasDesconformidades: text(record.outrasDesconformidades),
    registosValoresProdutivos: record.registosValoresProdutivos,
    valoresProdutivos: text(record.valoresProdutivos),
    observacoesDesconformidades: text(record.observacoesDesconformidades),
    situacaoAnimal: (record.situacaoAnimal?.codigo ?? null) as SituacaoAnimal | null,
    programa: record.programa,
    dataObservacao: record.dataObservacao,
    dsavr: record.dsavr,
    responsavelColheita: record.responsavelColheita,
    localizacao: record.localizacao,
    processoCaca: record.processoCaca,
    zonaCaca: record.zonaCaca,
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
    animaisCacados: record.animaisCacados.map((row) => animalCacadoRow(row, rowDocumentItems(row))),
    animaisAbatidos: record.animaisAbatidos.map((row) => animalAbatidoRow(row, rowDocumentItems(row))),
    animaisEncontradosMortos: record.animaisEncontradosMortos.map((row) =>
      animalEncontradoMortoRow(row, rowDocumentItems(row)),
    ),
    animaisRecolhidosVivos: record.animaisRecolhidosVivos.map((row) =>
      animalRecolhidoVivoRow(row, rowDocumentItems(row)),
    ),
  };
}

const ids = (refs: readonly NamedRef[]) => refs.map((ref) => ref.id);

/**
 * The payload of the form, before the schema checks it (ids for references, the holding by its brand, codes for
 * the coded choices). The version and role are added when the screen sends; the schema clears what the exam does
 * not show.
 */
export function exameDraft(values: ExameFormValues) {
  return {
    id: values.id,
    serie: values.serie,
    tipoAnimal: values.tipoAnimal,
    // The API keys the holding by its brand (001 §3.4).
    exploracao: values.exploracao?.marca ?? null,
    medicoVeterinario: values.medicoVeterinario?.id ?? null,
    contingencia: values.contingencia,
    motivosExames: ids(values.motivosExames),
    notificacoesSuspeitasDoencas: values.notificacoesSuspeitasDoencas.map((n) => n.id),
    data: values.data,
    dataInicioSinaisClinicos: values.dataInicioSinaisClinicos,
    exameOficial: values.exameOficial,
    registosRastreabilidade: values.registosRastreabilidade,
    observacoesRastreabilidade: values.observacoesRastreabilidade,
    registosSaude: values.registosSaude,
    desconformidadesRegistoSaude: ids(values.desconformidadesRegistoSaude),
    desconformidades: ids(values.desconformidades),
    outrasDesconformidades: values.outrasDesconformidades,
    registosValoresProdutivos: values.registosValoresProdutivos,
    valoresProdutivos: values.valoresProdutivos,
    observacoesDesconformidades: values.observacoesDesconformidades,
    situacaoAnimal: values.situacaoAnimal,
    programa: values.programa?.id ?? null,
    dataObservacao: values.dataObservacao,
    dsavr: values.dsavr?.id ?? null,
    responsavelColheita: values.responsavelColheita?.id ?? null,
    localizacao: values.localizacao,
    processoCaca: values.processoCaca?.id ?? null,
    zonaCaca: values.zonaCaca?.id ?? null,
    declaracoesAnimais: values.declaracoesAnimais.map(declaracaoDraft),
    observacoesClinicasIndividuais: values.observacoesClinicasIndividuais.map((row) =>
      observacaoClinicaDraft('individual', row),
    ),
    observacoesClinicasGrupo: values.observacoesClinicasGrupo.map((row) =>
      observacaoClinicaDraft('grupo', row),
    ),
    observacoesAnimais: values.observacoesAnimais.map(observacaoAnimalDraft),
    animaisCacados: values.animaisCacados.map(animalCacadoDraft),
    animaisAbatidos: values.animaisAbatidos.map(animalAbatidoDraft),
    animaisEncontradosMortos: values.animaisEncontradosMortos.map(animalEncontradoMortoDraft),
    animaisRecolhidosVivos: values.animaisRecolhidosVivos.map(animalRecolhidoVivoDraft),
  };
}

/** The flags of a chosen reason, as the form knows them (the domain schema clears what they hide). */
export function motivoFlags(values: ExameFormValues) {
  return (id: number) => {
    const motivo = values.motivosExames.find((m) => m.id === id);
    return motivo
      ? {
          mostrarDoencas: motivo.mostrarDoencas === true,
          mostrarContingencia: motivo.mostrarContingencia === true,
        }
      : undefined;
  };
}
