// What the animal tables of a record share (notifications 002 §3, clinical exams 001 §3.4): the observation
// types, the by-product destinations, and the limits of their texts, lists and multiple choices.

/** An animal observation of one animal or of a group (custom types TIPO_OBSERVACAO). */
export const TIPOS_OBSERVACAO = ['INDIVIDUAL', 'GRUPO'] as const;

/** One of {@link TIPOS_OBSERVACAO}. */
export type TipoObservacao = (typeof TIPOS_OBSERVACAO)[number];

/** Where the carcass went (custom types DESTINOS_SUBPRODUTOS; 001 §5.4 and 002 §5 list each one's extra). */
export const DESTINOS_SUBPRODUTOS = [
  'UTS',
  'ENTERRAMENTO',
  'AVES_NECROFAGAS',
  'TAXIDERMIA',
  'OUTRO',
] as const;

/** One of {@link DESTINOS_SUBPRODUTOS}. */
export type DestinoSubprodutos = (typeof DESTINOS_SUBPRODUTOS)[number];

/** Longest short text (names, addresses, identifications); our limit. */
export const RECORD_TEXT_MAX = 500;
/** Longest notes text; our limit. */
export const RECORD_NOTES_MAX = 4000;
/** Most rows one child list holds; our limit. */
export const RECORD_LINES_MAX = 5000;
/** Most ids one multiple choice holds (diseases, signs, tests…); our limit, the disease list is 1000. */
export const RECORD_IDS_MAX = 1000;
