import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALFABETO_CROCKFORD,
  bytesDoCodigo,
  codigoDoQr,
  codigoDosBytes,
  codigoEmGrupos,
  COMPRIMENTO_CODIGO,
  demasiadasVerificacoesMessage,
  enderecoDeVerificacao,
  normalizarCodigo,
  numeroCertificado,
} from './codigo.ts';

const bytes = fc.uint8Array({ minLength: 16, maxLength: 16 });

describe("a certificate's code", () => {
  it('writes 128 bits as 26 Crockford digits and reads them back (round trip)', () => {
    fc.assert(
      fc.property(bytes, (b) => {
        const codigo = codigoDosBytes(b);
        expect(codigo).toHaveLength(COMPRIMENTO_CODIGO);
        expect([...codigo].every((c) => ALFABETO_CROCKFORD.includes(c))).toBe(true);
        // The top digit carries three bits: 0 to 7.
        expect('01234567').toContain(codigo[0]);
        expect(bytesDoCodigo(codigo)).toEqual(b);
        expect(normalizarCodigo(codigo)).toBe(codigo);
      }),
    );
    expect(codigoDosBytes(new Uint8Array(16))).toBe('0'.repeat(26));
    expect(codigoDosBytes(new Uint8Array(16).fill(255))).toBe(`7${'Z'.repeat(25)}`);
  });

  it('forgives case, spaces, hyphens and the letters read as digits', () => {
    fc.assert(
      fc.property(bytes, fc.boolean(), (b, grupos) => {
        const codigo = codigoDosBytes(b);
        const escrito = (grupos ? codigoEmGrupos(codigo) : codigo)
          .toLowerCase()
          .replaceAll('1', 'l')
          .replaceAll('0', 'o');
        expect(normalizarCodigo(` ${escrito.replaceAll('-', ' - ')} `)).toBe(codigo);
      }),
    );
    expect(normalizarCodigo('7ZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-Zi')).toBe(`7${'Z'.repeat(24)}1`);
  });

  it('refuses what cannot be a code: wrong length, a U, a symbol, over 128 bits', () => {
    const codigo = codigoDosBytes(new Uint8Array(16).fill(7));
    expect(normalizarCodigo(codigo.slice(1))).toBeNull();
    expect(normalizarCodigo(`${codigo}0`)).toBeNull();
    expect(normalizarCodigo(`U${codigo.slice(1)}`)).toBeNull();
    expect(normalizarCodigo(`${codigo.slice(0, 25)}*`)).toBeNull();
    expect(normalizarCodigo(`8${codigo.slice(1)}`)).toBeNull();
    expect(normalizarCodigo('')).toBeNull();
  });

  it('takes the code out of a pasted address of the public check', () => {
    const codigo = codigoDosBytes(new Uint8Array(16).fill(42));
    const endereco = enderecoDeVerificacao('https://sigsa.dgav.pt/', codigo);
    expect(endereco).toBe(`https://sigsa.dgav.pt/validarQR/${codigo}`);
    expect(normalizarCodigo(endereco)).toBe(codigo);
    expect(normalizarCodigo(`${endereco}?origem=papel#x`)).toBe(codigo);
  });

  it("reads a QR as ours only under the deployment's public address", () => {
    const codigo = codigoDosBytes(new Uint8Array(16).fill(9));
    expect(codigoDoQr(enderecoDeVerificacao('https://sigsa.dgav.pt', codigo), 'https://sigsa.dgav.pt/')).toBe(
      codigo,
    );
    expect(codigoDoQr(`https://outro.pt/validarQR/${codigo}`, 'https://sigsa.dgav.pt')).toBeNull();
    expect(codigoDoQr(codigo, 'https://sigsa.dgav.pt')).toBeNull();
    expect(codigoDoQr('https://sigsa.dgav.pt/validarQR/nada', 'https://sigsa.dgav.pt')).toBeNull();
  });

  it('prints in groups of four; numbers each issue of a record', () => {
    expect(codigoEmGrupos('0123456789ABCDEFGHJKMNPQRS')).toBe('0123-4567-89AB-CDEF-GHJK-MNPQ-RS');
    expect(numeroCertificado('VAC/000012', 1)).toBe('VAC/000012-1');
    expect(numeroCertificado('VAC/000012', 2)).toBe('VAC/000012-2');
    expect(demasiadasVerificacoesMessage(1)).toBe(
      'Demasiadas verificações a partir deste endereço. Tente novamente dentro de 1 minuto.',
    );
    expect(demasiadasVerificacoesMessage(12)).toBe(
      'Demasiadas verificações a partir deste endereço. Tente novamente dentro de 12 minutos.',
    );
  });
});
