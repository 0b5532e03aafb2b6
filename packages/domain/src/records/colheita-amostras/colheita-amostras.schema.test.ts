import { describe, expect, it } from 'vitest';
import { parseIsoDate, type CalendarDate } from '../../validation/dates.ts';
import {
  colheitaPendencias,
  colheitaSubmitRefusal,
  ENSAIO_FORA_DA_COLHEITA_MESSAGE,
  ENSAIO_REPETIDO_MESSAGE,
} from '../colheitas.schema.ts';
import {
  amostraDomesticaSchema,
  amostrasMultiplasSchema,
  colheitaAmostrasSchema,
  especieDeAve,
  IDENTIFICACAO_REPETIDA_MESSAGE,
} from './colheita-amostras.schema.ts';

const today = () => parseIsoDate('2026-11-28') as CalendarDate;
const schema = colheitaAmostrasSchema(today);

const valid = {
  exploracao: 'PTAB12C',
  responsavelColheita: 4,
  especies: [2],
  tipoControlo: 1,
  data: '2026-11-20',
  laboratorioDiagnostico: 'INIAV',
  ensaios: [
    { doenca: 10, ensaioLaboratorial: 100 },
    { doenca: 10, ensaioLaboratorial: 101 },
  ],
  amostras: [
    {
      tipoAmostra: 'INDIVIDUAL',
      identificacaoAnimal: 'PT123',
      matriz: 3,
      ensaios: [100],
      subCategoriaAnimal: 7,
    },
    { tipoAmostra: 'GRUPO', quantidadeAnimais: 5, matriz: 3, ensaios: [100, 101], subCategoriaAnimal: 7 },
  ],
};

/** The messages of a failed parse, by dotted path. */
function issues(input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('domestic collection payload (001 §3.2, §5.2)', () => {
  it('takes a complete collection', () => {
    expect(issues(valid)).toEqual({});
  });

  it('requires holding, vet, one species, control type, date and laboratory', () => {
    expect(
      issues({
        ...valid,
        exploracao: ' ',
        responsavelColheita: null,
        especies: [],
        tipoControlo: undefined,
        data: '',
        laboratorioDiagnostico: '',
      }),
    ).toEqual({
      exploracao: 'Este campo é obrigatório',
      responsavelColheita: 'Este campo é obrigatório',
      especies: 'Este campo é obrigatório',
      tipoControlo: 'Este campo é obrigatório',
      data: 'Este campo é obrigatório',
      laboratorioDiagnostico: 'Este campo é obrigatório',
    });
    expect(issues({ ...valid, especies: [1, 2] })).toEqual({ especies: 'Indique uma só espécie.' });
  });

  it('refuses a collection date after today', () => {
    expect(Object.keys(issues({ ...valid, data: '2026-11-29' }))).toEqual(['data']);
  });

  it('each assay once per disease; a sample takes only the collection’s assays', () => {
    expect(
      issues({
        ...valid,
        ensaios: [...valid.ensaios, { doenca: 10, ensaioLaboratorial: 101 }],
        amostras: [{ ...valid.amostras[0], ensaios: [100, 999] }],
      }),
    ).toEqual({
      'ensaios.2.ensaioLaboratorial': ENSAIO_REPETIDO_MESSAGE,
      'amostras.0.ensaios': ENSAIO_FORA_DA_COLHEITA_MESSAGE,
    });
  });

  it('a draft may lack assays and samples: the validation list names them', () => {
    const draft = schema.parse({ ...valid, ensaios: [], amostras: [] });
    expect(colheitaPendencias(draft)).toEqual([
      'Não estão definidos ensaios.',
      'Não estão definidas amostras.',
    ]);
    expect(colheitaPendencias(schema.parse(valid))).toEqual([]);
  });
});

describe('domestic sample (001 §5.2)', () => {
  const parse = (input: unknown) => amostraDomesticaSchema.safeParse(input);
  const messages = (input: unknown) => {
    const result = parse(input);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('requires matrix, sub-category and assays; an individual sample its animal, a group one its count', () => {
    expect(messages({ tipoAmostra: 'INDIVIDUAL', ensaios: [] })).toEqual({
      matriz: 'Este campo é obrigatório',
      ensaios: 'Este campo é obrigatório',
      subCategoriaAnimal: 'Este campo é obrigatório',
      identificacaoAnimal: 'Este campo é obrigatório',
    });
    expect(messages({ tipoAmostra: 'GRUPO', matriz: 1, ensaios: [2], subCategoriaAnimal: 3 })).toEqual({
      quantidadeAnimais: 'Este campo é obrigatório',
    });
    expect(
      Object.keys(
        messages({
          tipoAmostra: 'GRUPO',
          quantidadeAnimais: 0,
          matriz: 1,
          ensaios: [2],
          subCategoriaAnimal: 3,
        }),
      ),
    ).toEqual(['quantidadeAnimais']);
  });

  it('keeps only what its kind shows', () => {
    const individual = parse({ ...valid.amostras[0], quantidadeAnimais: 4 });
    expect(individual.success && individual.data.quantidadeAnimais).toBeNull();
    const grupo = parse({ ...valid.amostras[1], identificacaoAnimal: 'PT9' });
    expect(grupo.success && grupo.data.identificacaoAnimal).toBeNull();
  });
});

describe('submission (001 §4 submeter, §5.2)', () => {
  it('incomplete first, then the missing samples, else nothing', () => {
    expect(colheitaSubmitRefusal({ ensaios: [{}], amostras: [{}] }, true)).toBe(
      'Antes de submeter terá de completar o registo.',
    );
    expect(colheitaSubmitRefusal({ ensaios: [], amostras: [{}] }, false)).toBe(
      'Antes de submeter terá de completar o registo.',
    );
    expect(colheitaSubmitRefusal({ ensaios: [{}], amostras: [] }, false)).toBe(
      'Para submeter necessita de adicionar amostras.',
    );
    expect(colheitaSubmitRefusal({ ensaios: [{}], amostras: [{}] }, false)).toBeNull();
  });
});

describe('"add multiple" individual samples (001 §2.2)', () => {
  const shared = { matriz: 5, ensaios: [11], subCategoriaAnimal: 8 };
  it('one animal per line (or comma, semicolon), blanks dropped', () => {
    const parsed = amostrasMultiplasSchema.parse({
      ...shared,
      identificacoes: ' PT 100 \n\nPT 101; PT 102,PT 103\n',
    });
    expect(parsed.identificacoes).toEqual(['PT 100', 'PT 101', 'PT 102', 'PT 103']);
    expect(parsed.quantidade).toBeNull();
  });

  it('needs an animal, none twice (spaces and case aside), and what every sample needs', () => {
    const messages = (body: object) =>
      amostrasMultiplasSchema
        .safeParse(body)
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages({ ...shared, identificacoes: ' \n ' })).toEqual([
      ['identificacoes', 'Este campo é obrigatório'],
    ]);
    expect(messages({ ...shared, identificacoes: 'PT 100\npt100' })).toEqual([
      ['identificacoes', IDENTIFICACAO_REPETIDA_MESSAGE],
    ]);
    expect(messages({ identificacoes: 'PT 100', ensaios: [] })?.map(([field]) => field)).toEqual([
      'matriz',
      'ensaios',
      'subCategoriaAnimal',
    ]);
  });
});

describe('a bird species names its flock (001 §2.2)', () => {
  it('by the species group of the reference data', () => {
    for (const grupo of ['Aves de capoeira', 'Aves de companhia', 'Aves (columbiformes)', 'Ratites'])
      expect(especieDeAve(grupo), grupo).toBe(true);
    for (const grupo of ['Bovinos', 'Suínos', 'Avestruzes de outro grupo', null, undefined])
      expect(especieDeAve(grupo), String(grupo)).toBe(false);
  });
});
