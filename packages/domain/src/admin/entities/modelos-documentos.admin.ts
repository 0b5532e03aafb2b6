import type { AdminEntity } from '../admin-entity.ts';
import { codigoField } from './fields.ts';

// Document templates (000 §2.2; issue 13): a file per code, in versions. Rendering documents from them is the
// certificates issue's; Gerir keeps the files, every version, and says which one is in force.

export const MODELOS_DOCUMENTOS_ADMIN: AdminEntity = {
  entity: 'modelosDocumentos',
  path: 'modelos-documentos',
  title: 'Modelos de documentos',
  singular: 'Modelo de documento',
  nameField: 'descricao',
  codeField: 'codigo',
  menu: true,
  versionedFile: true,
  fields: [
    codigoField(),
    { key: 'descricao', label: 'Descrição', input: 'text', required: true, maxLength: 255 },
    { key: 'observacoes', label: 'Observações', input: 'textarea', maxLength: 2000 },
  ],
};

/** A stored version of a template's file. */
export interface ModeloVersao {
  versao: number;
  nome: string;
  tipoMime: string;
  tamanho: number;
  sha256: string;
  carregadoPor: string;
  carregadoEm: string;
  /** The latest version: the one documents are made from. */
  atual: boolean;
}

export const MODELO_MESSAGES = {
  archived: 'O modelo está arquivado: desarquive-o para carregar uma nova versão.',
  noVersion: 'O modelo ainda não tem nenhuma versão carregada.',
  unknownVersion: 'Versão inexistente.',
} as const;
