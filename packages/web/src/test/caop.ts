import type { DistritoApi } from '@sigsa/domain/records/risco-sanitario/freguesias-arvore';

/** A small CAOP: two districts, a municipality each, three parishes. */
export const CAOP_PEQUENA: DistritoApi[] = [
  {
    di: '01',
    nome: 'Aveiro',
    concelhos: [
      {
        dico: '0101',
        nome: 'Águeda',
        freguesias: [
          { dicofre: '010103', nome: 'Aguada de Cima' },
          { dicofre: '010109', nome: 'Fermentelos' },
        ],
      },
    ],
  },
  {
    di: '02',
    nome: 'Beja',
    concelhos: [{ dico: '0204', nome: 'Barrancos', freguesias: [{ dicofre: '020401', nome: 'Barrancos' }] }],
  },
];
