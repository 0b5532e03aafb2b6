import { describe, expect, it } from 'vitest';
import {
  ADIS_COLUMNS,
  adisCounts,
  adisDoencas,
  adisRows,
  isAdisExportable,
  type AdisNotificacao,
} from './notificacao.adis.ts';

const BOVINO = { codigo: 'BOVINO', nome: 'Bovino' };
const OVINO = { codigo: 'OVINO', nome: 'Ovino' };
const JAVALI = { codigo: 'JAVALI', nome: 'Javali' };
const CAO = { codigo: 'CAO', nome: 'Cão' };
const LA = { id: 1, codigo: 'LA', nome: 'Língua azul' };
const DHE = { id: 2, codigo: 'DHE', nome: 'Doença hemorrágica epizoótica' };

const PRODUCAO: AdisNotificacao = {
  numeroSerie: 'NSD/000042',
  estado: 'VALIDO',
  tipoAnimal: 'DOM_PRODUCAO',
  conclusaoSuspeita: 'CONFIRMADO',
  ordemFoco: 'PRIMARIO',
  focoPrimario: null,
  dataObservacao: '2026-11-10',
  dataInicioSinaisClinicos: '2026-11-08',
  dataConfirmacao: '2026-11-15',
  localizacao: { latitude: 39.123456789, longitude: -8.1234564 },
  freguesia: { codigo: '140101', nome: 'Abrantes' },
  unidade: 'AB12C',
  doencas: [LA, DHE],
  doencasConfirmadas: [],
  especie: null,
  declaracoesAnimais: [
    { especie: BOVINO, animaisPresentes: 40, animaisMorreram: 2 },
    { especie: BOVINO, animaisPresentes: 10, animaisMorreram: null },
    { especie: OVINO, animaisPresentes: 100, animaisMorreram: 5 },
  ],
  observacoesClinicasIndividuais: [{ especie: BOVINO }, { especie: BOVINO }],
  observacoesClinicasGrupo: [{ especie: OVINO, animais: 12 }],
  observacoesAnimais: [],
};

describe('ADIS export rows (issue 12 "Beyond the spec")', () => {
  it('only validated notifications concluded Confirmado go out', () => {
    expect(isAdisExportable(PRODUCAO)).toBe(true);
    for (const estado of ['INICIAL', 'SUBMETIDO', 'DEVOLVIDO', 'INVALIDO'])
      expect(adisRows({ ...PRODUCAO, estado }), estado).toEqual([]);
    expect(adisRows({ ...PRODUCAO, conclusaoSuspeita: 'NAO_CONFIRMADO' })).toEqual([]);
    expect(adisRows({ ...PRODUCAO, conclusaoSuspeita: null })).toEqual([]);
  });

  it('a row per confirmed disease × species, with the outbreak fields', () => {
    const rows = adisRows(PRODUCAO);
    expect(rows.map((row) => [row.doencaCodigo, row.especieCodigo])).toEqual([
      ['LA', 'BOVINO'],
      ['LA', 'OVINO'],
      ['DHE', 'BOVINO'],
      ['DHE', 'OVINO'],
    ]);
    expect(rows[0]).toEqual({
      referencia: 'NSD/000042',
      doencaCodigo: 'LA',
      doenca: 'Língua azul',
      ordemFoco: 'Primário',
      focoPrimario: null,
      dataSuspeita: '2026-11-10',
      dataInicioSinais: '2026-11-08',
      dataConfirmacao: '2026-11-15',
      latitude: 39.123457,
      longitude: -8.123456,
      freguesiaCodigo: '140101',
      freguesia: 'Abrantes',
      tipoUnidade: 'Exploração',
      unidade: 'AB12C',
      especieCodigo: 'BOVINO',
      especie: 'Bovino',
      suscetiveis: 50,
      casos: 2,
      mortos: 2,
    });
    expect(rows[1]).toMatchObject({ especie: 'Ovino', suscetiveis: 100, casos: 12, mortos: 5 });
  });

  it('only the confirmed diseases, when named; a secondary outbreak names its primary', () => {
    const rows = adisRows({
      ...PRODUCAO,
      doencasConfirmadas: [2],
      ordemFoco: 'SECUNDARIO',
      focoPrimario: 'NSD/000041',
    });
    expect(rows.map((row) => row.doencaCodigo)).toEqual(['DHE', 'DHE']);
    expect(rows[0]).toMatchObject({ ordemFoco: 'Secundário', focoPrimario: 'NSD/000041' });
    expect(adisDoencas({ doencas: [LA, DHE], doencasConfirmadas: [] })).toEqual([LA, DHE]);
    expect(adisRows({ ...PRODUCAO, focoPrimario: 'NSD/000041' })[0]?.focoPrimario).toBeNull();
  });

  it('companion and feral animals: one animal of their species, one case', () => {
    const companion: AdisNotificacao = {
      ...PRODUCAO,
      tipoAnimal: 'DOM_COMPANHIA',
      unidade: null,
      especie: CAO,
      doencas: [LA],
      declaracoesAnimais: [],
      observacoesClinicasIndividuais: [],
      observacoesClinicasGrupo: [],
    };
    expect(adisRows(companion)).toEqual([
      expect.objectContaining({
        tipoUnidade: 'Animal de companhia',
        especieCodigo: 'CAO',
        suscetiveis: 1,
        casos: 1,
        mortos: null,
      }),
    ]);
    expect(adisCounts({ ...companion, tipoAnimal: 'DOM_ASSILVESTRADO', especie: null })).toEqual([
      { especie: null, suscetiveis: 1, casos: 1, mortos: null },
    ]);
  });

  it('free-living animals: cases are the observed animals with changes; population and deaths unknown', () => {
    const wild: AdisNotificacao = {
      ...PRODUCAO,
      tipoAnimal: 'SEL_VIDA_LIVRE',
      unidade: null,
      declaracoesAnimais: [],
      observacoesClinicasIndividuais: [],
      observacoesClinicasGrupo: [],
      observacoesAnimais: [
        { especie: JAVALI, tipoObservacao: 'GRUPO', numeroAnimais: 4, animaisComAlteracoes: true },
        { especie: JAVALI, tipoObservacao: 'INDIVIDUAL', numeroAnimais: null, animaisComAlteracoes: true },
        { especie: JAVALI, tipoObservacao: 'GRUPO', numeroAnimais: 9, animaisComAlteracoes: false },
      ],
    };
    expect(adisCounts(wild)).toEqual([{ especie: JAVALI, suscetiveis: null, casos: 5, mortos: null }]);
    expect(adisRows(wild)[0]).toMatchObject({ tipoUnidade: 'Fauna selvagem em vida livre', unidade: null });
  });

  it('captive animals count their individual rows; nothing known gives one row of unknown species', () => {
    const captive: AdisNotificacao = {
      ...PRODUCAO,
      tipoAnimal: 'SEL_CATIVEIRO',
      unidade: 'INF-7',
      declaracoesAnimais: [],
      observacoesClinicasGrupo: [],
    };
    expect(adisCounts(captive)).toEqual([{ especie: BOVINO, suscetiveis: null, casos: 2, mortos: null }]);
    expect(adisCounts({ ...captive, observacoesClinicasIndividuais: [] })).toEqual([
      { especie: null, suscetiveis: null, casos: null, mortos: null },
    ]);
    expect(adisRows({ ...captive, localizacao: null, freguesia: null })[0]).toMatchObject({
      tipoUnidade: 'Fauna selvagem em cativeiro',
      unidade: 'INF-7',
      latitude: null,
      longitude: null,
      freguesiaCodigo: null,
    });
  });

  it('columns: every row field once, with pt-PT headers', () => {
    const keys = ADIS_COLUMNS.map((column) => column.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(Object.keys(adisRows(PRODUCAO)[0] ?? {}).sort());
    expect(ADIS_COLUMNS.slice(-3).map((column) => column.label)).toEqual([
      'Animais suscetíveis',
      'Casos',
      'Mortos',
    ]);
  });
});
