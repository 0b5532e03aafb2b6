import { GESTAO_MENU_ENTITIES } from '../gestao/gestao-paths.ts';
import { canConsult, canRegister } from '@sigsa/domain/access/access-levels';
import { DEFAULT_ACCESS } from '@sigsa/domain/access/areas';
import { ROLES, type Role } from '@sigsa/domain/access/roles';
import { describe, expect, it } from 'vitest';
import { MENU_ENTRIES, screenPathForArea, visibleMenuEntries, type MenuEntry } from './menu-registry.ts';

/** A registry as it will look once feature screens exist, to prove the filter on every kind of entry. */
const SAMPLE: MenuEntry[] = [
  { group: null, label: 'inicio', path: '/inicio', area: null, needs: 'consult' },
  { group: 'Registar', label: 'reg-vac', path: '/registar/vacinacao', area: 'vacinacoes', needs: 'register' },
  {
    group: 'Consultar',
    label: 'con-vac',
    path: '/consultar/vacinacao',
    area: 'vacinacoes',
    needs: 'consult',
  },
  {
    group: 'Consultar',
    label: 'con-exp',
    path: '/consultar/exploracoes',
    area: 'exploracoes',
    needs: 'consult',
  },
  {
    group: 'Consultar',
    label: 'con-lab',
    path: '/consultar/controlos-laboratoriais-vigilancias',
    area: 'controlosLaboratoriaisVigilancias',
    needs: 'consult',
  },
  { group: 'Gerir', label: 'gerir', path: '/gestao/doencas', area: 'gestao', needs: 'consult' },
  { group: null, label: 'qr', path: '/validarQR', area: 'validarQR', needs: 'consult' },
];

const visibleLabels = (role: Role) => visibleMenuEntries(DEFAULT_ACCESS[role], SAMPLE).map((e) => e.label);

describe('main menu registry', () => {
  it('lists the screens that exist (Inicio, Registar and Consultar → Notificação, Exames, Colheitas, Vacinação, Risco sanitário and its map, Consultar → Explorações) by access', () => {
    for (const role of ROLES) {
      const access = DEFAULT_ACCESS[role];
      const expected = [
        '/inicio',
        ...(canRegister(access.notificacoesSuspeitasDoencas)
          ? ['/registar/notificacao-suspeita-doenca']
          : []),
        ...(canRegister(access.examesClinicosNecropsias) ? ['/registar/exames-clinicos-e-necropsias'] : []),
        ...(canRegister(access.colheitaAmostras) ? ['/registar/colheita-amostras'] : []),
        ...(canRegister(access.colheitaAmostrasSelvagens) ? ['/registar/colheita-amostras-selvagens'] : []),
        ...(canRegister(access.vacinacoes) ? ['/registar/vacinacao'] : []),
        ...(canRegister(access.riscoSanitario) ? ['/registar/risco-sanitario'] : []),
        ...(canConsult(access.notificacoesSuspeitasDoencas)
          ? ['/consultar/notificacao-suspeita-doenca']
          : []),
        ...(canConsult(access.examesClinicosNecropsias) ? ['/consultar/exames-clinicos-e-necropsias'] : []),
        ...(canConsult(access.colheitaAmostras) ? ['/consultar/colheita-amostras'] : []),
        ...(canConsult(access.colheitaAmostrasSelvagens) ? ['/consultar/colheita-amostras-selvagens'] : []),
        ...(canConsult(access.vacinacoes) ? ['/consultar/vacinacao'] : []),
        ...(canConsult(access.riscoSanitario)
          ? ['/consultar/risco-sanitario', '/consultar/risco-sanitario/mapa']
          : []),
        ...(canConsult(access.exploracoes) ? ['/consultar/exploracoes'] : []),
        ...(canConsult(access.gestao)
          ? [
              ...GESTAO_MENU_ENTITIES.map((e) => `/gestao/${e.path}`),
              '/gestao/dados-pessoais',
              '/gestao/quem-pode',
              '/gestao/auditoria',
            ]
          : []),
      ];
      expect(visibleMenuEntries(access).map((e) => e.path)).toEqual(expected);
    }
    expect(MENU_ENTRIES.map((e) => e.label)).toEqual([
      'menu.entries.inicio',
      'notificacao.menu.registar',
      'exame.menu.registar',
      'colheitaAmostras.menu.registar',
      'colheitaAmostrasSelvagens.menu.registar',
      'vacinacao.menu.registar',
      'risco.menu.registar',
      'notificacao.menu.consultar',
      'exame.menu.consultar',
      'colheitaAmostras.menu.consultar',
      'colheitaAmostrasSelvagens.menu.consultar',
      'vacinacao.menu.consultar',
      'risco.menu.consultar',
      'risco.menu.mapa',
      'menu.entries.exploracoes',
      ...GESTAO_MENU_ENTITIES.map((e) => e.title),
      'gestao.dadosPessoais.title',
      'gestao.quemPode.title',
      'gestao.auditoria.title',
    ]);
    // SVL consults vaccinations of its region but registers none; LAB sees none, only the collections sent to it.
    expect(visibleMenuEntries(DEFAULT_ACCESS.ROLE_SVL).map((e) => e.path)).toContain('/consultar/vacinacao');
    expect(visibleMenuEntries(DEFAULT_ACCESS.ROLE_SVL).map((e) => e.path)).not.toContain(
      '/registar/vacinacao',
    );
    expect(visibleMenuEntries(DEFAULT_ACCESS.ROLE_LAB).map((e) => e.path)).toEqual([
      '/inicio',
      '/consultar/colheita-amostras',
      '/consultar/colheita-amostras-selvagens',
    ]);
    // LAB and TRANSPORTADOR have no notification area: no entry (issue 12).
    expect(
      visibleMenuEntries(DEFAULT_ACCESS.ROLE_TRANSPORTADOR).some((e) => e.path.includes('notificacao')),
    ).toBe(false);
  });

  it('shows an entry only when the role may consult or register its area (spec 000 §2.2, §6)', () => {
    expect(visibleLabels('ROLE_SIGSA')).toEqual([
      'inicio',
      'reg-vac',
      'con-vac',
      'con-exp',
      'con-lab',
      'gerir',
      'qr',
    ]);
    // MANAGER consults gestao: a consult entry of Gerir is visible.
    expect(visibleLabels('ROLE_MANAGER')).toEqual([
      'inicio',
      'reg-vac',
      'con-vac',
      'con-exp',
      'con-lab',
      'gerir',
      'qr',
    ]);
    // SVL: vacinacoes CONSULTA_LIMITADA (consult, not register), gestao SEM_ACESSO.
    expect(visibleLabels('ROLE_SVL')).toEqual(['inicio', 'con-vac', 'con-exp', 'con-lab', 'qr']);
    // MV: vacinacoes REGISTO_LIMITADO (registers), exploracoes CONSULTA_LIMITADA, no lab controls.
    expect(visibleLabels('ROLE_MV')).toEqual(['inicio', 'reg-vac', 'con-vac', 'con-exp', 'qr']);
    expect(visibleLabels('ROLE_LAB')).toEqual(['inicio', 'con-lab', 'qr']);
    expect(visibleLabels('ROLE_TRANSPORTADOR')).toEqual(['inicio', 'qr']);
  });

  it('hides every area entry when the role has no access levels', () => {
    expect(visibleMenuEntries({}, SAMPLE).map((e) => e.label)).toEqual(['inicio']);
  });

  it('finds the consult screen of an area for inicio, or null', () => {
    expect(screenPathForArea('vacinacoes', DEFAULT_ACCESS.ROLE_MV, SAMPLE)).toBe('/consultar/vacinacao');
    expect(screenPathForArea('vacinacoes', DEFAULT_ACCESS.ROLE_LAB, SAMPLE)).toBeNull();
    expect(screenPathForArea('riscoSanitario', DEFAULT_ACCESS.ROLE_SIGSA, SAMPLE)).toBeNull();
    expect(screenPathForArea('vacinacoes', DEFAULT_ACCESS.ROLE_SIGSA)).toBe('/consultar/vacinacao');
    expect(screenPathForArea('vigilanciaEntomologica', DEFAULT_ACCESS.ROLE_SIGSA)).toBeNull();
  });
});
