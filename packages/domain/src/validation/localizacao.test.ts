import { describe, expect, it } from 'vitest';
import {
  checkLocalizacaoPortugal,
  isInPortugal,
  isOnGlobe,
  LOCALIZACAO_FORA_PORTUGAL_MESSAGE,
  portugalBoxOf,
} from './localizacao.ts';
import { INVALID_VALUE_MESSAGE, validationMessage } from './messages.ts';

describe('a point in Portugal (mainland, Madeira, Azores)', () => {
  it('takes points of the three territories, the spec default point included', () => {
    expect(portugalBoxOf(39.69484, -8.13031)?.nome).toBe('Continente'); // spec 002 §9 default point
    expect(portugalBoxOf(38.7223, -9.1393)?.nome).toBe('Continente'); // Lisboa
    expect(portugalBoxOf(41.9, -8.6)?.nome).toBe('Continente'); // Minho
    expect(portugalBoxOf(37.0194, -7.9304)?.nome).toBe('Continente'); // Faro
    expect(portugalBoxOf(39.41, -9.51)?.nome).toBe('Continente'); // Berlengas
    expect(portugalBoxOf(32.6669, -16.9241)?.nome).toBe('Madeira'); // Funchal
    expect(portugalBoxOf(33.06, -16.34)?.nome).toBe('Madeira'); // Porto Santo
    expect(portugalBoxOf(30.14, -15.87)?.nome).toBe('Madeira'); // Selvagens
    expect(portugalBoxOf(37.7412, -25.6756)?.nome).toBe('Açores'); // Ponta Delgada
    expect(portugalBoxOf(39.7, -31.11)?.nome).toBe('Açores'); // Corvo
    expect(portugalBoxOf(36.95, -25.1)?.nome).toBe('Açores'); // Santa Maria
  });

  it('refuses points elsewhere, swapped coordinates and a missing minus sign', () => {
    expect(isInPortugal(40.4168, -3.7038)).toBe(false); // Madrid
    expect(isInPortugal(48.8566, 2.3522)).toBe(false); // Paris
    expect(isInPortugal(28.1, -15.4)).toBe(false); // Gran Canaria
    expect(isInPortugal(-8.13031, 39.69484)).toBe(false); // swapped
    expect(isInPortugal(39.69484, 8.13031)).toBe(false); // minus sign lost
    expect(isInPortugal(0, 0)).toBe(false);
  });

  it('says why: not a point on the globe, or outside Portugal', () => {
    expect(checkLocalizacaoPortugal(39.69484, -8.13031)).toBeNull();
    expect(checkLocalizacaoPortugal(40.4168, -3.7038)).toEqual({
      kind: 'custom',
      message: 'A localização tem de ficar em Portugal (continente, Madeira ou Açores).',
    });
    expect(LOCALIZACAO_FORA_PORTUGAL_MESSAGE).toBe(
      'A localização tem de ficar em Portugal (continente, Madeira ou Açores).',
    );
    for (const [lat, lon] of [
      [91, 0],
      [0, -181],
      [Number.NaN, 0],
      [0, Number.POSITIVE_INFINITY],
    ] as const) {
      expect(isOnGlobe(lat, lon)).toBe(false);
      const failure = checkLocalizacaoPortugal(lat, lon);
      expect(failure && validationMessage(failure)).toBe(INVALID_VALUE_MESSAGE);
    }
  });
});
