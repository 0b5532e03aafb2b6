import type { VerificacaoCertificado } from '@sigsa/domain/certificados/certificado';
import type { Certificado } from '../components/certificados/certificados-api.ts';

// A vaccination certificate as the API answers it, for the tests of the record's panel and the public check.

export const CODIGO_DE_TESTE = '01ARZ3NDEKTSV4RRFFQ69G5FAV';

/** What `GET validarQR/{código}` answers of a valid certificate validated on 1 July in Lisbon (23:30 UTC, 30 June). */
export function verificacaoDeTeste(extra: Partial<VerificacaoCertificado> = {}): VerificacaoCertificado {
  return {
    numero: 'VAC/000012-1',
    tipo: 'Certificado de vacinação',
    estado: 'VALIDO',
    estadoDesde: '2026-07-01T12:05:00.000Z',
    motivo: null,
    dataValidacao: '2026-06-30T23:30:00.000Z',
    servicoEmissor: 'Direção-Geral de Alimentação e Veterinária',
    hashPdf: 'a'.repeat(64),
    campos: [],
    ...extra,
  };
}

/** The same certificate as a record's panel lists it (`GET {entity}/{id}/certificados`). */
export function certificadoDeTeste(extra: Partial<Certificado> = {}): Certificado {
  return {
    ...verificacaoDeTeste(),
    id: 7,
    ordem: 1,
    codigo: CODIGO_DE_TESTE,
    endereco: `https://sigsa.exemplo.pt/validarQR/${CODIGO_DE_TESTE}`,
    emitidoPor: 'sigsa',
    emitidoEm: '2026-07-01T12:05:00.000Z',
    ...extra,
  };
}
