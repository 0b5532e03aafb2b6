import type { AdminEntity } from '../admin-entity.ts';
import { codigoField, nomeField, text } from './fields.ts';

// The services records are addressed to and the numbering series of the record classes.

export const DSAVRS_ADMIN: AdminEntity = {
  entity: 'dsavrs',
  path: 'dsavrs',
  title: 'Serviços regionais (DSAVR)',
  singular: 'Serviço regional',
  codeField: 'codigo',
  menu: true,
  fields: [
    codigoField(),
    { key: 'sigla', label: 'Sigla', input: 'text', required: true, maxLength: 32 },
    nomeField(),
    {
      key: 'tipo',
      label: 'Tipo',
      input: 'option',
      required: true,
      options: [
        { value: 'SERVICO_CENTRAL', label: 'Serviço central' },
        { value: 'DSAVR', label: 'Direção de serviços regional (DSAVR)' },
        { value: 'SERVICO_REGIONAL_RA', label: 'Serviço regional das regiões autónomas' },
      ],
    },
    { key: 'descricao', label: 'Descrição', input: 'textarea', maxLength: 1000 },
    text('regiao', 'Região'),
    text('sede', 'Sede'),
  ],
};

/** The record classes that number their records (`series.classe`: the record type's entity path). */
export const SERIE_CLASSES = [
  { value: 'notificacoesSuspeitasDoencas', label: 'Notificação de suspeita de doença' },
  { value: 'vacinacoes', label: 'Vacinação' },
] as const;

export const SERIES_ADMIN: AdminEntity = {
  entity: 'series',
  path: 'series',
  title: 'Séries',
  singular: 'Série',
  feminine: true,
  menu: true,
  fields: [
    {
      key: 'classe',
      label: 'Classe de registo',
      input: 'option',
      required: true,
      immutable: true,
      options: SERIE_CLASSES,
    },
    {
      key: 'nome',
      label: 'Nome',
      input: 'text',
      required: true,
      maxLength: 32,
      pattern: {
        regex: /^[A-Z0-9][A-Z0-9_-]*$/,
        message: 'Use maiúsculas, algarismos, hífen ou sublinhado.',
      },
      description: 'Prefixo do número dos registos (p. ex. VAC/000001). Fixo depois do primeiro número.',
    },
    {
      key: 'predefinida',
      label: 'Predefinida',
      input: 'boolean',
      description: 'A série escolhida quando o utilizador não escolhe outra (000 §5). Uma por classe.',
    },
  ],
};

export const AUTENTICACOES_SIPA_ADMIN: AdminEntity = {
  entity: 'autenticacoesSipa',
  path: 'autenticacoes-sipa',
  title: 'Autenticações SIPA',
  singular: 'Autenticação SIPA',
  feminine: true,
  codeField: 'codigo',
  menu: true,
  fields: [
    codigoField(),
    nomeField(),
    {
      key: 'url',
      label: 'Endereço do serviço',
      input: 'text',
      required: true,
      maxLength: 500,
      pattern: { regex: /^https:\/\/[^\s/]+\S*$/, message: 'Indique um endereço https://.' },
    },
    { key: 'utilizador', label: 'Utilizador', input: 'text', required: true, maxLength: 128 },
    {
      key: 'segredo',
      label: 'Palavra-passe',
      input: 'text',
      required: true,
      secret: true,
      maxLength: 512,
      description: 'Guardada cifrada e nunca mostrada. Em branco ao alterar, mantém-se a atual.',
    },
  ],
};
