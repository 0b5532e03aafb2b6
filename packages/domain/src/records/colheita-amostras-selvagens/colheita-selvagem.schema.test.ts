import { describe, expect, it } from 'vitest';
import { parseIsoDate, type CalendarDate } from '../../validation/dates.ts';
import {
  amostraSelvagemSchema,
  camposCacaEmFalta,
  colheitaSelvagemSchema,
} from './colheita-selvagem.schema.ts';

const CACADO = 1;
const schema = colheitaSelvagemSchema({
  cacado: (id) => id === CACADO,
  today: () => parseIsoDate('2026-11-28') as CalendarDate,
});

const valid = {
  data: '2026-11-20',
  programa: 3,
  situacao: 2,
  especies: [40],
  dsavr: 2,
  responsavelColheita: 4,
  tipoControlo: 1,
  localizacao: { latitude: 38.5, longitude: -7.9 },
  ensaios: [{ doenca: 10, ensaioLaboratorial: 100 }],
  amostras: [{ especies: [40], sexo: 1, classeEtaria: 2, matriz: 3, ensaios: [100], metodoConservacao: 5 }],
};

function issues(input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('wild collection payload (001 §3.1, §5.1)', () => {
  it('takes a complete collection', () => {
    expect(issues(valid)).toEqual({});
  });

  it('requires date, programme, situation, species, DSAVR, responsible, control type and location', () => {
    const empty = Object.fromEntries(
      [
        'data',
        'programa',
        'situacao',
        'especies',
        'dsavr',
        'responsavelColheita',
        'tipoControlo',
        'localizacao',
      ].map((field) => [field, null]),
    );
    expect(Object.keys(issues({ ...valid, ...empty, especies: [] })).sort()).toEqual(
      [
        'data',
        'dsavr',
        'especies',
        'localizacao',
        'programa',
        'responsavelColheita',
        'situacao',
        'tipoControlo',
      ].sort(),
    );
  });

  it('a hunted animal needs the hunting process and zone', () => {
    expect(issues({ ...valid, situacao: CACADO })).toEqual({
      processoCaca: 'Este campo é obrigatório',
      zonaCaca: 'Este campo é obrigatório',
    });
    expect(issues({ ...valid, situacao: CACADO, processoCaca: 7, zonaCaca: 8 })).toEqual({});
  });

  it('the hunting process is a value of its list (an id), not free text', () => {
    expect(Object.keys(issues({ ...valid, processoCaca: 'P-12/2026' }))).toEqual(['processoCaca']);
  });

  it('without knowing the hunted situation, or for another one, no hunting field is missing', () => {
    expect(camposCacaEmFalta({ situacao: CACADO }, undefined)).toEqual([]);
    expect(camposCacaEmFalta({ situacao: 2 }, (id) => id === CACADO)).toEqual([]);
    expect(camposCacaEmFalta({ situacao: CACADO, zonaCaca: 3 }, (id) => id === CACADO)).toEqual([
      'processoCaca',
    ]);
  });

  it('a point outside Portugal is refused', () => {
    expect(Object.keys(issues({ ...valid, localizacao: { latitude: 40.4, longitude: -3.7 } }))).toEqual([
      'localizacao',
    ]);
  });

  it('keeps the invoice only when filled, and checks its NIF', () => {
    expect(schema.parse({ ...valid, fatura: { numeroContrato: ' ', nifEntidade: '' } }).fatura).toBeNull();
    expect(
      schema.parse({ ...valid, fatura: { entidadade: 'Câmara', nifEntidade: '' } }).fatura?.entidadade,
    ).toBe('Câmara');
    expect(issues({ ...valid, fatura: { nifEntidade: '123' } })).toEqual({
      'fatura.nifEntidade': 'Número de digitos inválido',
    });
    expect(issues({ ...valid, fatura: { nifEntidade: '123456780' } })).toEqual({
      'fatura.nifEntidade': 'NIF inválido',
    });
  });
});

describe('wild sample (001 §5.1)', () => {
  it('requires species, sex, age class, matrix, assays and preservation method', () => {
    const result = amostraSelvagemSchema.safeParse({ especies: [], ensaios: [] });
    expect(result.success ? [] : result.error.issues.map((i) => i.path.join('.')).sort()).toEqual(
      ['classeEtaria', 'ensaios', 'especies', 'matriz', 'metodoConservacao', 'sexo'].sort(),
    );
  });
});
