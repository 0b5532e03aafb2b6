import type { AdminEntity } from '../admin-entity.ts';
import { codigoField, flag, nomeField, ORDEM_FIELD } from './fields.ts';

// Value lists the forms read by category (customTypes, 000 §7.2) and the reasons a record is returned for.

const CATEGORY = {
  regex: /^[A-Z][A-Z0-9_]*$/,
  message: 'Use maiúsculas, algarismos e sublinhado (p. ex. SINAIS_CLINICOS).',
};

export const CUSTOM_TYPES_ADMIN: AdminEntity = {
  entity: 'customTypes',
  path: 'tipos-configuraveis',
  title: 'Tipos configuráveis',
  singular: 'Tipo configurável',
  menu: true,
  fields: [
    {
      key: 'categoria',
      label: 'Categoria',
      input: 'text',
      required: true,
      maxLength: 64,
      immutable: true,
      pattern: CATEGORY,
    },
    { ...codigoField(), unique: false },
    nomeField(),
    { key: 'descricao', label: 'Descrição', input: 'textarea', maxLength: 1000 },
    ORDEM_FIELD,
  ],
};

export const TIPOS_MOTIVOS_DEVOLUCAO_ADMIN: AdminEntity = {
  entity: 'tiposMotivosDevolucao',
  path: 'motivos-devolucao',
  title: 'Motivos de devolução',
  singular: 'Motivo de devolução',
  menu: true,
  fields: [
    {
      key: 'tipo',
      label: 'Operação',
      input: 'text',
      required: true,
      maxLength: 64,
      immutable: true,
      pattern: CATEGORY,
      description: 'p. ex. EXAME_DEVOLVER, CONTROLO_AMOSTRA_DEVOLVER_REANALISE',
    },
    { ...codigoField(), unique: false },
    nomeField(),
    flag('requerObservacao', 'Requer observação'),
    ORDEM_FIELD,
  ],
};
