import type { AdminEntity } from '../admin-entity.ts';
import { nomeField } from './fields.ts';

// What Gerir keeps about holdings besides the holdings themselves (000 §2.2 "(farms)"): their flocks, which a
// poultry collection names (001 §3.2 `bando`, searched by NIC; issue 16). The reference files have none.

export const BANDOS_ADMIN: AdminEntity = {
  entity: 'bandos',
  path: 'bandos',
  title: 'Bandos',
  singular: 'Bando',
  codeField: 'codigo',
  menu: true,
  fields: [
    {
      key: 'codigo',
      label: 'NIC',
      input: 'text',
      required: true,
      unique: true,
      immutable: true,
      maxLength: 64,
      description: 'O número de identificação do bando.',
    },
    nomeField(),
    {
      key: 'marcaExploracao',
      label: 'Marca da exploração',
      input: 'text',
      required: true,
      maxLength: 64,
      description: 'A marca da exploração a que o bando pertence.',
    },
  ],
};
