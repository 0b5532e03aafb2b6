import type { ColumnDescriptor } from '@sigsa/domain/list/columns';
import type { ListRow } from './list-api.ts';

/** A column descriptor with the server's defaults, for tests. */
export function column(
  overrides: Partial<ColumnDescriptor> & Pick<ColumnDescriptor, 'key' | 'name' | 'type'>,
): ColumnDescriptor {
  return {
    prop: overrides.key,
    root: null,
    embeddedType: null,
    aux1: null,
    aux2: null,
    group: 'Geral',
    showByDefault: true,
    showOnTable: true,
    showOnExport: true,
    canFilter: true,
    canSort: true,
    selected: false,
    repository: null,
    properties: null,
    options: null,
    source: null,
    ...overrides,
  };
}

/** The holdings' columns as the server describes them. */
export const HOLDING_COLUMNS: ColumnDescriptor[] = [
  column({ key: 'marca', name: 'Marca', type: 'STRING' }),
  column({ key: 'nome', name: 'Nome', type: 'STRING' }),
  column({ key: 'nif', name: 'NIF', type: 'STRING', showByDefault: false }),
  column({
    key: 'classificacao',
    name: 'Classificação',
    type: 'OPTION',
    options: [
      { value: 'A1', label: 'A1 – Oficialmente indemne' },
      { value: 'SC', label: 'Sem classificação' },
    ],
  }),
  column({
    key: 'freguesia',
    prop: 'freguesia.nome',
    root: 'freguesia',
    name: 'Freguesia',
    type: 'STRING',
    group: 'Localização',
  }),
  column({
    key: 'localizacao',
    name: 'Localização',
    type: 'POINT',
    group: 'Localização',
    canFilter: false,
    canSort: false,
    showByDefault: false,
  }),
  column({
    key: 'createdOn',
    name: 'Data de criação',
    type: 'DATETIME',
    group: 'Auditoria',
    showByDefault: false,
  }),
];

/** Holding rows. */
export function holdingRows(count: number, offset = 0): ListRow[] {
  return Array.from({ length: count }, (_, i) => ({
    id: offset + i + 1,
    marca: `PT${String(offset + i + 1).padStart(4, '0')}`,
    nome: `Exploração ${offset + i + 1}`,
    classificacao: 'A1',
    freguesia: { dicofre: '010101', nome: 'Águeda' },
    localizacao: { type: 'Point', coordinates: [-8.4, 40.5] },
    _links: { self: { href: `http://localhost/api/exploracoes/${offset + i + 1}` } },
  }));
}

/**
 * The server's answer to `search/filter?count=false` (the rows, a page object without totals) for page
 * `number` of `size` over `total` holdings.
 */
export function uncountedHoldings(total: number, number: number, size: number, href = 'exploracoes') {
  const start = number * size;
  return {
    _embedded: { exploracoes: holdingRows(Math.max(0, Math.min(size, total - start)), start) },
    page: { number, size },
    _links: { self: { href } },
  };
}

/** The server's answer to `search/count`. */
export function countAnswer(totalElements: number, totalCapped = false) {
  return { totalElements, totalCapped };
}
