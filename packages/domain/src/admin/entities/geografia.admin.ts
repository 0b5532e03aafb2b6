import type { AdminEntity } from '../admin-entity.ts';

// The CAOP geography is the DGT's (seeded from ../shared/data/geo) and the countries are ISO 3166-1's (names in
// Portuguese from i18n-iso-countries): consulted in Gerir, never written (405).

export const PAISES_ADMIN: AdminEntity = {
  entity: 'paises',
  path: 'paises',
  title: 'Países',
  singular: 'País',
  readOnly: true,
  menu: true,
  fields: [],
};

export const DISTRITOS_ADMIN: AdminEntity = {
  entity: 'distritos',
  path: 'distritos',
  title: 'Distritos',
  singular: 'Distrito',
  readOnly: true,
  menu: true,
  fields: [],
};

export const CONCELHOS_ADMIN: AdminEntity = {
  entity: 'concelhos',
  path: 'concelhos',
  title: 'Concelhos',
  singular: 'Concelho',
  readOnly: true,
  menu: true,
  fields: [],
};

export const FREGUESIAS_ADMIN: AdminEntity = {
  entity: 'freguesias',
  path: 'freguesias',
  title: 'Freguesias',
  singular: 'Freguesia',
  feminine: true,
  readOnly: true,
  menu: true,
  fields: [],
};
