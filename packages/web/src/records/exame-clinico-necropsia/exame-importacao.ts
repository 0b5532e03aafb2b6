import { datasDasNotificacoes } from '@sigsa/domain/records/exame-clinico-necropsia/exame.rules';
import {
  declaracaoRow,
  newRowKey,
  observacaoClinicaRow,
  type DeclaracaoAnimais,
  type ObservacaoClinica,
  type RowIdentity,
} from '../../components/animal-modals/animal-rows.ts';
import type { ExploracaoRef } from '../../platform/lookups/exploracoes.ts';
import type { WorkflowRecord } from '../../platform/record-api.ts';
import type { MotivoExameRef, NotificacaoLigada } from './exame-api.ts';
import type { ExameFormValues } from './exame-form-values.ts';

// "Registar exame" from a notification (issue 14, beyond the spec): the exam takes the notification's holding,
// links it, fills its dates from it and imports its declarations and clinical observations — each row naming the
// row it came from (`importId`, 001 §3.4), so none is imported twice.

/** What an exam takes from a notification (its `full` / `fullMV` answer). */
export interface NotificacaoParaExame extends WorkflowRecord {
  dataInicioSinaisClinicos: string | null;
  dataTesteLaboratorial: string | null;
  exploracao: ExploracaoRef | null;
  declaracoesAnimais: DeclaracaoAnimais[];
  observacoesClinicasIndividuais: ObservacaoClinica[];
  observacoesClinicasGrupo: ObservacaoClinica[];
}

/** The domestic lists a notification's rows go to. */
export const LISTAS_IMPORTADAS = [
  'declaracoesAnimais',
  'observacoesClinicasIndividuais',
  'observacoesClinicasGrupo',
] as const;

type Importadas = Pick<ExameFormValues, (typeof LISTAS_IMPORTADAS)[number]>;

/** A notification row as a new exam row that names its source. */
function imported<R extends RowIdentity & { importId: number | null }>(row: R, sourceId: number): R {
  return { ...row, key: newRowKey(), id: null, documentosAnexos: [], importId: sourceId };
}

/**
 * The exam's lists with the notification's rows added: those not imported yet (by `importId`), and declarations
 * only for a category the exam has not declared (a category is declared once, 001 §5.4). Answers the lists and
 * how many rows came in.
 */
export function importarLinhas(
  values: Importadas,
  notificacao: NotificacaoParaExame,
): { linhas: Importadas; importadas: number } {
  const already = (rows: readonly { importId: number | null }[]) => new Set(rows.map((r) => r.importId));
  const declaradas = new Set(values.declaracoesAnimais.map((r) => r.subCategoriaAnimal?.id));
  const declaracoes = notificacao.declaracoesAnimais
    .filter((r) => !already(values.declaracoesAnimais).has(r.id) && !declaradas.has(r.subCategoriaAnimal.id))
    .map((r) => imported(declaracaoRow(r, []), r.id));
  const clinicas = (list: 'observacoesClinicasIndividuais' | 'observacoesClinicasGrupo') =>
    notificacao[list]
      .filter((r) => !already(values[list]).has(r.id))
      .map((r) => imported(observacaoClinicaRow(r, []), r.id));
  const individuais = clinicas('observacoesClinicasIndividuais');
  const grupo = clinicas('observacoesClinicasGrupo');
  return {
    linhas: {
      declaracoesAnimais: [...values.declaracoesAnimais, ...declaracoes],
      observacoesClinicasIndividuais: [...values.observacoesClinicasIndividuais, ...individuais],
      observacoesClinicasGrupo: [...values.observacoesClinicasGrupo, ...grupo],
    },
    importadas: declaracoes.length + individuais.length + grupo.length,
  };
}

/** The reason an exam from a notification takes: one that shows diseases (so the link shows), suspicion first. */
export function motivoDaNotificacao(motivos: readonly MotivoExameRef[]): MotivoExameRef | null {
  const mostram = motivos.filter((m) => m.mostrarDoencas === true);
  return mostram.find((m) => m.codigo === 'SUSPEITA_DOENCA') ?? mostram[0] ?? null;
}

/** A new exam's form preset from a notification (its holding, the reason, the link, the dates and the rows). */
export function exameDaNotificacao(
  empty: ExameFormValues,
  notificacao: NotificacaoParaExame,
  motivo: MotivoExameRef,
): ExameFormValues {
  const ligada: NotificacaoLigada = {
    id: notificacao.id,
    numeroSerie: notificacao.numeroSerie,
    estado: notificacao.estado,
    dataInicioSinaisClinicos: notificacao.dataInicioSinaisClinicos,
    dataTesteLaboratorial: notificacao.dataTesteLaboratorial,
  };
  return {
    ...empty,
    tipoAnimal: 'DOMESTICO',
    exploracao: notificacao.exploracao,
    motivosExames: [motivo],
    notificacoesSuspeitasDoencas: [ligada],
    ...datasDasNotificacoes({ data: empty.data, dataInicioSinaisClinicos: empty.dataInicioSinaisClinicos }, [
      ligada,
    ]),
    ...importarLinhas(empty, notificacao).linhas,
  };
}
