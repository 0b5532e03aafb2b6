import type { AdminEntity } from '../admin-entity.ts';
import { codigoField, ORDEM_FIELD } from './fields.ts';

// The levels a sanitary-risk record gives its parishes (issue 15: `classificacoesRisco`, absent from the reference
// data): a description, an order (lowest first: the legend's order) and the colour the map paints them in. Seeded
// "por confirmar" (Negligenciável … Muito elevado), a colour-blind-safe sequential palette.

export const CLASSIFICACOES_RISCO_ADMIN: AdminEntity = {
  entity: 'classificacoesRisco',
  path: 'classificacoes-risco',
  title: 'Níveis de risco sanitário',
  singular: 'Nível de risco sanitário',
  codeField: 'codigo',
  nameField: 'descricao',
  menu: true,
  fields: [
    codigoField(),
    { key: 'descricao', label: 'Descrição', input: 'text', required: true, maxLength: 255 },
    { ...ORDEM_FIELD, description: 'Ordem na legenda do mapa e nas listas (o mais baixo primeiro).' },
    {
      key: 'cor',
      label: 'Cor',
      input: 'color',
      required: true,
      description: 'A cor das freguesias com este nível no mapa (#rrggbb).',
    },
  ],
};
