import { describe, expect, it } from 'vitest';
import { lerEscolhaVista } from './escolha-vista.ts';

describe("Início's view choices", () => {
  it('reads the defaults when nothing, or something else, is kept', () => {
    expect(lerEscolhaVista('mapa', 'sigsa', 'ROLE_SIGSA', [30, 90])).toEqual({
      entidade: null,
      janela: 30,
      tabela: false,
    });
    window.localStorage.setItem(
      'sigsa.inicio.mapa.sigsa.ROLE_SIGSA',
      '{"entidade":3,"janela":45,"tabela":"sim"}',
    );
    expect(lerEscolhaVista('mapa', 'sigsa', 'ROLE_SIGSA', [30, 90])).toEqual({
      entidade: null,
      janela: 30,
      tabela: false,
    });
    window.localStorage.setItem('sigsa.inicio.mapa.sigsa.ROLE_SIGSA', 'não é JSON');
    expect(lerEscolhaVista('mapa', 'sigsa', 'ROLE_SIGSA', [30, 90]).janela).toBe(30);
  });

  it('keeps each user and role apart', () => {
    window.localStorage.setItem(
      'sigsa.inicio.mapa.sigsa.ROLE_SIGSA',
      '{"entidade":"vacinacoes","janela":90,"tabela":true}',
    );
    expect(lerEscolhaVista('mapa', 'sigsa', 'ROLE_SIGSA', [30, 90])).toEqual({
      entidade: 'vacinacoes',
      janela: 90,
      tabela: true,
    });
    expect(lerEscolhaVista('mapa', 'sigsa', 'ROLE_MANAGER', [30, 90]).entidade).toBeNull();
    expect(lerEscolhaVista('tendencias', 'sigsa', 'ROLE_SIGSA', [12, 26, 52]).janela).toBe(12);
  });
});
