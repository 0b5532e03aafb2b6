// Where one record type's screen sends the user to start another (a records/<type>/ folder does not import
// another's): the paths and query parameters both ends agree on.

/** The query parameter of the new exam's screen naming the notification it starts from (issue 14). */
export const EXAME_DA_NOTIFICACAO_PARAM = 'notificacao';

/** Registar → Exames clínicos e necrópsias, preset from notification `id` ("Registar exame", issue 14). */
export function exameDaNotificacaoPath(id: number): string {
  return `/registar/exames-clinicos-e-necropsias?${EXAME_DA_NOTIFICACAO_PARAM}=${id}`;
}

/** The query parameter of the new collection's screen naming the exam it starts from (issue 16). */
export const COLHEITA_DO_EXAME_PARAM = 'exame';

/**
 * Registar → Colheita de amostras (a domestic exam) or de animais selvagens (a wild one), preset from exam `id`
 * (the exam's "Registar colheita", issue 16).
 */
export function colheitaDoExamePath(id: number, tipoAnimal: string): string {
  const screen = tipoAnimal === 'SELVAGEM' ? 'colheita-amostras-selvagens' : 'colheita-amostras';
  return `/registar/${screen}?${COLHEITA_DO_EXAME_PARAM}=${id}`;
}

/** The exam a new collection's address names, or null. */
export function exameDaColheita(params: URLSearchParams): number | null {
  const id = Number(params.get(COLHEITA_DO_EXAME_PARAM));
  return Number.isInteger(id) && id > 0 ? id : null;
}
