// Where one record type's screen sends the user to start another (a records/<type>/ folder does not import
// another's): the paths and query parameters both ends agree on.

/** The query parameter of the new exam's screen naming the notification it starts from (issue 14). */
export const EXAME_DA_NOTIFICACAO_PARAM = 'notificacao';

/** Registar → Exames clínicos e necrópsias, preset from notification `id` ("Registar exame", issue 14). */
export function exameDaNotificacaoPath(id: number): string {
  return `/registar/exames-clinicos-e-necropsias?${EXAME_DA_NOTIFICACAO_PARAM}=${id}`;
}
