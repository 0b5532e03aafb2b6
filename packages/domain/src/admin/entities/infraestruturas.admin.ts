import type { AdminEntity } from '../admin-entity.ts';
import { codigoField, nomeField, ORDEM_FIELD } from './fields.ts';

// Infrastructures keeping captive wild animals (the captive-wild notification's, 002 §2) and their kinds (000 §2.2
// "infrastructures and their types"; the kinds are ours, seeded "por confirmar").

export const TIPOS_INFRAESTRUTURAS_ADMIN: AdminEntity = {
  entity: 'tiposInfraestruturas',
  path: 'tipos-infraestruturas',
  title: 'Tipos de infraestruturas',
  singular: 'Tipo de infraestrutura',
  codeField: 'codigo',
  menu: true,
  fields: [codigoField(), nomeField(), ORDEM_FIELD],
};

export const INFRAESTRUTURAS_ADMIN: AdminEntity = {
  entity: 'infraestruturas',
  path: 'infraestruturas',
  title: 'Infraestruturas',
  singular: 'Infraestrutura',
  feminine: true,
  nameField: 'nomeEstabelecimento',
  codeField: 'numero',
  menu: true,
  fields: [
    {
      key: 'numero',
      label: 'Número',
      input: 'text',
      required: true,
      unique: true,
      immutable: true,
      maxLength: 64,
      description: 'O número de registo oficial do estabelecimento.',
    },
    { key: 'nomeEstabelecimento', label: 'Nome do estabelecimento', input: 'text', required: true },
    { key: 'nomeOperador', label: 'Nome do operador', input: 'text', required: true, personal: true },
    {
      key: 'nifOperador',
      label: 'NIF do operador',
      input: 'text',
      format: 'nif',
      maxLength: 9,
      personal: true,
    },
    {
      key: 'tipo',
      label: 'Tipo',
      input: 'search',
      repository: 'tiposInfraestruturas',
      required: true,
    },
    {
      key: 'localizacao',
      label: 'Localização',
      input: 'location',
      required: true,
      description: 'A freguesia, e com ela o serviço regional, segue-se do ponto.',
    },
  ],
};
