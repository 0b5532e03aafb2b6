import type { InstantaneoCertificado } from '@sigsa/domain/certificados/instantaneo';
import type { PedidoPdf } from './pdf.ts';

// What the certificate tests print: a vaccination certificate of n animal lines, issued or as a draft, with
// accents, a Lisbon date across midnight, and a table with no lines.

export const CODIGO = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
export const ENDERECO = `https://sigsa.example.pt/validarQR/${CODIGO}`;
export const EXPLORACAO = 'Exploração São João — Açores';
/** 23:30 UTC on 30 June is already 1 July in Lisbon (summer time): the date printed is Lisbon's. */
export const VALIDADO = new Date('2026-06-30T23:30:00Z');
/** 12:05 UTC in January is 12:05 in Lisbon; in July, 13:05. */
export const EMITIDO = new Date('2026-07-01T12:05:00Z');
export function identificacao(i: number): string {
  return `PT-${String(i).padStart(6, '0')}`;
}

export function instantaneo(linhas: number): InstantaneoCertificado {
  return {
    titulo: 'Certificado de vacinação',
    seccoes: [
      {
        titulo: 'Exploração',
        campos: [
          { rotulo: 'Exploração', valor: EXPLORACAO },
          { rotulo: 'Marca', valor: 'PTAB12C' },
          { rotulo: 'Observações', valor: '' },
        ],
      },
      {
        titulo: 'Vacinação',
        campos: [
          { rotulo: 'Data', valor: '28/06/2026' },
          { rotulo: 'Doença', valor: 'Língua azul' },
        ],
      },
    ],
    tabelas: [
      {
        titulo: 'Animais vacinados',
        colunas: ['Identificação', 'Espécie', 'Sexo'],
        linhas: Array.from({ length: linhas }, (_, i) => [
          identificacao(i + 1),
          i % 2 ? 'Bovino' : 'Ovino',
          i % 3 ? 'Fêmea' : 'Macho',
        ]),
      },
      // A table with no lines says so, in the oblique face.
      { titulo: 'Ocorrências', colunas: ['Data', 'Descrição'], linhas: [] },
    ],
    publicos: [],
  };
}

export function emitido(linhas: number): PedidoPdf {
  return {
    instantaneo: instantaneo(linhas),
    emissao: {
      numero: 'VAC/000012-1',
      codigo: CODIGO,
      endereco: ENDERECO,
      dataValidacao: VALIDADO,
      servicoEmissor: 'DGAV — Direção-Geral de Alimentação e Veterinária',
    },
    emitidoEm: EMITIDO,
  };
}

export function rascunho(linhas: number): PedidoPdf {
  return { instantaneo: instantaneo(linhas), emissao: null, estadoAtual: 'Em validação', emitidoEm: EMITIDO };
}
