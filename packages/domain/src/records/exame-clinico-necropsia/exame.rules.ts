// The clinical exam's rules (001 §3.4, §4, §5.4; issue 14), shared by the form and the server: counts of the
// animal declaration, the hunted animals' total, the destination details, the dates the linked notifications
// fill, and what a submit needs. Messages are the spec's, verbatim, except those marked ours.

/** A declaration where the necropsied animals outnumber the dead (001 §5.4, verbatim). */
export const NECROPSIADOS_MESSAGE =
  'Número de animais necropsiados tem de ser menor ou igual que o número de animais que morreram';
/** A declaration where the carcasses present outnumber the dead (001 §5.4, verbatim). */
export const CADAVERES_MESSAGE =
  'Número de cadáveres presentes tem de ser menor ou igual que o número de animais que morreram';
/** Every animal category already declared (001 §5.4). */
export const CATEGORIAS_ESGOTADAS_MESSAGE = 'Todas as categorias de animais já foram adicionadas.';
/** A category declared twice (ours: the form never offers it; the server refuses it). */
export const CATEGORIA_REPETIDA_MESSAGE = 'Esta categoria de animais já foi declarada.';
/** Hunted animals without abnormal features beyond those kept (001 §5.4, verbatim: a warning). */
export const SEM_CARACTERISTICAS_WARNING =
  'Número de animais sem características anormais não pode ser superior ao total de animais caçados(excluindo os rejeitados).';
/** Submit of a domestic exam without a declaration or an observation (001 §5.4, verbatim). */
export const SUBMIT_DOMESTICO_MESSAGE =
  'É obrigatório ter declaração de animais e observações clínicas individuais ou de grupo';
/** Submit of a wild exam without any animal (ours, issue 14). */
export const SUBMIT_SELVAGEM_MESSAGE = 'É obrigatório registar pelo menos um animal.';
/** Signs that started after the exam (ours, issue 14). */
export const SINAIS_APOS_EXAME_MESSAGE =
  'A data de início dos sinais clínicos não pode ser posterior à data do exame.';

/** A field's error: its key in the row or record, and the message. */
export interface FieldMessage {
  field: string;
  message: string;
}

/** The counts of an animal declaration (001 §3.4 "Declaracao de animais"). */
export interface DeclaracaoCounts {
  animaisMorreram?: number | null;
  animaisNecropsiados?: number | null;
  animaisCadaveres?: number | null;
}

/**
 * The declaration's count rules (001 §5.4): neither the necropsied animals nor the carcasses present may exceed
 * the animals that died (none given counts as none died). Blocking, on the field that breaks it.
 */
export function declaracaoErrors(d: DeclaracaoCounts): FieldMessage[] {
  const died = d.animaisMorreram ?? 0;
  const errors: FieldMessage[] = [];
  if ((d.animaisNecropsiados ?? 0) > died)
    errors.push({ field: 'animaisNecropsiados', message: NECROPSIADOS_MESSAGE });
  if ((d.animaisCadaveres ?? 0) > died)
    errors.push({ field: 'animaisCadaveres', message: CADAVERES_MESSAGE });
  return errors;
}

/**
 * The animal categories a declaration may still pick (001 §5.4: a category is declared once): all but those the
 * other declarations use (the one being edited keeps its own).
 */
export function categoriasDisponiveis<T extends { id: number }>(
  categorias: readonly T[],
  declaradas: readonly (number | null | undefined)[],
  editada: number | null = null,
): T[] {
  const used = new Set(declaradas.filter((id) => id !== editada));
  return categorias.filter((c) => !used.has(c.id));
}

/** Indexes of the declarations that repeat an earlier one's category (the server refuses a save holding any). */
export function categoriasRepetidas(declaradas: readonly (number | null | undefined)[]): number[] {
  const seen = new Set<number>();
  const repeated: number[] = [];
  declaradas.forEach((id, index) => {
    if (typeof id !== 'number') return;
    if (seen.has(id)) repeated.push(index);
    else seen.add(id);
  });
  return repeated;
}

/** The counts of a hunted-animals row (001 §3.4 "Animais cacados"). */
export interface CacadosCounts {
  comercio?: number | null;
  autoconsumo?: number | null;
  rejeitados?: number | null;
  semCaracteristicasAnormais?: number | null;
}

/** Hunted animals in all (001 §5.4: comercio + autoconsumo + rejeitados; the server recomputes it). */
export function totalCacados(c: CacadosCounts): number {
  return (c.comercio ?? 0) + (c.autoconsumo ?? 0) + (c.rejeitados ?? 0);
}

/** The warning of a hunted row whose animals without abnormal features exceed those kept, or null (001 §5.4). */
export function semCaracteristicasWarning(c: CacadosCounts): string | null {
  const kept = totalCacados(c) - (c.rejeitados ?? 0);
  return (c.semCaracteristicasAnormais ?? 0) > kept ? SEM_CARACTERISTICAS_WARNING : null;
}

/** The totals row appended to a list (hunted, slaughtered: 001 §2.3): each numeric key summed. */
export function totalsRow<K extends string>(
  rows: readonly Partial<Record<K, number | null>>[],
  keys: readonly K[],
): Record<K, number> {
  const totals = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const row of rows) for (const key of keys) totals[key] += row[key] ?? 0;
  return totals;
}

/**
 * What a by-product destination asks for besides itself (001 §5.4), by its DESTINOS_SUBPRODUTOS code: the NCV of
 * the processing plant in SIPACE, the burial place (a point on the map in the slaughtered modal, coordinates in
 * the observation modal), the feeding station's registration number, the taxidermist's SIPACE number, or a text.
 */
export const DESTINO_DETALHES = {
  UTS: { kind: 'texto', label: 'NCV do SIPACE' },
  ENTERRAMENTO: { kind: 'localizacao', label: 'Local de enterramento' },
  AVES_NECROFAGAS: { kind: 'texto', label: 'Número de registo' },
  TAXIDERMIA: { kind: 'texto', label: 'Número de registo no SIPACE' },
  OUTRO: { kind: 'texto', label: 'Outro destino' },
} as const satisfies Record<string, { kind: 'texto' | 'localizacao'; label: string }>;

/** What the destination with code `codigo` asks for, or null (a destination the spec does not detail). */
export function destinoDetalhe(codigo: string | null | undefined) {
  return codigo && codigo in DESTINO_DETALHES
    ? DESTINO_DETALHES[codigo as keyof typeof DESTINO_DETALHES]
    : null;
}

/** The dates of an exam the linked notifications may fill (ISO dates, `YYYY-MM-DD`). */
export interface ExameDatas {
  data: string | null;
  dataInicioSinaisClinicos: string | null;
}

/** What a linked notification brings to the exam's dates. */
export interface NotificacaoDatas {
  dataInicioSinaisClinicos?: string | null;
  dataTesteLaboratorial?: string | null;
}

/** The earliest of the ISO dates given, or null. ISO dates order as text. */
function earliest(dates: readonly (string | null | undefined)[]): string | null {
  const present = dates.filter((d): d is string => typeof d === 'string' && d !== '');
  return present.length === 0 ? null : present.reduce((a, b) => (b < a ? b : a));
}

/**
 * The exam's dates once notifications are linked (001 §4): the earliest signs start of the notifications fills
 * `dataInicioSinaisClinicos`, the earliest laboratory test date fills `data` — each unless the exam's own is
 * already earlier.
 */
export function datasDasNotificacoes(
  current: ExameDatas,
  notificacoes: readonly NotificacaoDatas[],
): ExameDatas {
  return {
    data: earliest([current.data, ...notificacoes.map((n) => n.dataTesteLaboratorial)]),
    dataInicioSinaisClinicos: earliest([
      current.dataInicioSinaisClinicos,
      ...notificacoes.map((n) => n.dataInicioSinaisClinicos),
    ]),
  };
}

/** The signs started after the exam (ours, issue 14): the error on the signs start, or null. */
export function sinaisAposExame(d: ExameDatas): FieldMessage | null {
  return d.data && d.dataInicioSinaisClinicos && d.dataInicioSinaisClinicos > d.data
    ? { field: 'dataInicioSinaisClinicos', message: SINAIS_APOS_EXAME_MESSAGE }
    : null;
}

/** How many rows an exam has, per list, for the submit guard. */
export interface ExameRowCounts {
  declaracoes: number;
  observacoesIndividuais: number;
  observacoesGrupo: number;
  /** Wild: hunted, slaughtered, found dead, collected alive and observed animals. */
  animaisSelvagens: number;
}

/**
 * The submit guard (001 §5.4; issue 14): a domestic exam needs a declaration and an individual or group
 * observation; a wild one an animal. The messages, or an empty list.
 */
export function submitErrors(tipoAnimal: 'DOMESTICO' | 'SELVAGEM', rows: ExameRowCounts): string[] {
  if (tipoAnimal === 'SELVAGEM') return rows.animaisSelvagens > 0 ? [] : [SUBMIT_SELVAGEM_MESSAGE];
  const observed = rows.observacoesIndividuais + rows.observacoesGrupo > 0;
  return rows.declaracoes > 0 && observed ? [] : [SUBMIT_DOMESTICO_MESSAGE];
}
