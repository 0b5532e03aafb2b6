import { describe, expect, it } from 'vitest';
import {
  INVALID_VALUE_MESSAGE,
  MAX_VALUE_MESSAGE,
  MIN_VALUE_MESSAGE,
  REQUIRED_MESSAGE,
} from '../validation/messages.ts';
import {
  declaracaoAnimaisSchema,
  localizacaoSchema,
  observacaoAnimalSchema,
  observacaoClinicaGrupoSchema,
  observacaoClinicaIndividualSchema,
} from './animal-rows.ts';

const LISBOA = { latitude: 38.7223, longitude: -9.1393 };
const OUTSIDE = 'A localização tem de ficar em Portugal (continente, Madeira ou Açores).';

const DECLARACAO = {
  subCategoriaAnimal: 11,
  animaisPresentes: 40,
  animaisMorreram: 3,
  nadosMortos: 0,
  animaisNecropsiados: 2,
  animaisCadaveres: 1,
};
const INDIVIDUAL = {
  subCategoriaAnimal: 11,
  identificacao: 'PT 1',
  febre: true,
  sinaisClinicos: [5],
  necropsiado: false,
};
const GRUPO = {
  subCategoriaAnimal: 12,
  animais: 6,
  febre: false,
  sinaisClinicos: [5, 6],
  necropsiado: false,
};
const OBSERVACAO = {
  especie: 3,
  sexo: 1,
  classeEtaria: 2,
  tipoObservacao: 'INDIVIDUAL',
  animaisComAlteracoes: false,
  destinoSubprodutos: 'UTS',
  detalheDestinoSubprodutos: 'NCV 123',
};

function rowErrors(
  schema: { safeParse(input: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  input: unknown,
) {
  const result = schema.safeParse(input);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.map(String).join('.'), issue.message]),
  );
}

describe('location (spec 002 §9; issue 12)', () => {
  it('a WGS84 point in mainland Portugal, Madeira or the Azores', () => {
    expect(rowErrors(localizacaoSchema, LISBOA)).toEqual({});
    expect(rowErrors(localizacaoSchema, { latitude: 40.4168, longitude: -3.7038 })).toEqual({ '': OUTSIDE });
    expect(rowErrors(localizacaoSchema, null)).toEqual({ '': REQUIRED_MESSAGE });
    expect(rowErrors(localizacaoSchema, { latitude: 39 })).toEqual({ longitude: REQUIRED_MESSAGE });
  });
});

describe('animal declaration row (spec 002 §5, 001 §5.4)', () => {
  it('category, present, necropsied and carcasses are required; counts are whole and not negative', () => {
    expect(rowErrors(declaracaoAnimaisSchema, DECLARACAO)).toEqual({});
    expect(rowErrors(declaracaoAnimaisSchema, {})).toEqual({
      subCategoriaAnimal: REQUIRED_MESSAGE,
      animaisPresentes: REQUIRED_MESSAGE,
      animaisNecropsiados: REQUIRED_MESSAGE,
      animaisCadaveres: REQUIRED_MESSAGE,
    });
    expect(
      rowErrors(declaracaoAnimaisSchema, { ...DECLARACAO, animaisPresentes: 2.5, nadosMortos: -1 }),
    ).toEqual({
      animaisPresentes: INVALID_VALUE_MESSAGE,
      nadosMortos: MIN_VALUE_MESSAGE,
    });
  });

  it('necropsied and carcasses do not exceed the dead, with the spec messages', () => {
    expect(
      rowErrors(declaracaoAnimaisSchema, { ...DECLARACAO, animaisNecropsiados: 3, animaisCadaveres: 3 }),
    ).toEqual({});
    expect(
      rowErrors(declaracaoAnimaisSchema, { ...DECLARACAO, animaisNecropsiados: 4, animaisCadaveres: 5 }),
    ).toEqual({
      animaisNecropsiados:
        'Número de animais necropsiados tem de ser menor ou igual que o número de animais que morreram',
      animaisCadaveres:
        'Número de cadáveres presentes tem de ser menor ou igual que o número de animais que morreram',
    });
    // Shown together with a missing category, as the modal does.
    expect(
      rowErrors(declaracaoAnimaisSchema, { ...DECLARACAO, subCategoriaAnimal: null, animaisMorreram: null }),
    ).toEqual({
      subCategoriaAnimal: REQUIRED_MESSAGE,
      animaisNecropsiados:
        'Número de animais necropsiados tem de ser menor ou igual que o número de animais que morreram',
      animaisCadaveres:
        'Número de cadáveres presentes tem de ser menor ou igual que o número de animais que morreram',
    });
  });
});

describe('clinical observation rows (spec 002 §5)', () => {
  it('individual: category, fever and necropsied required; lesions only when necropsied', () => {
    expect(rowErrors(observacaoClinicaIndividualSchema, INDIVIDUAL)).toEqual({});
    expect(rowErrors(observacaoClinicaIndividualSchema, {})).toEqual({
      subCategoriaAnimal: REQUIRED_MESSAGE,
      febre: REQUIRED_MESSAGE,
      necropsiado: REQUIRED_MESSAGE,
    });
    // Signs are not required of an individual row (002 §5 lists category, fever, necropsied).
    expect(rowErrors(observacaoClinicaIndividualSchema, { ...INDIVIDUAL, sinaisClinicos: [] })).toEqual({});
    const lesoes = { lesoes: [8], outrasLesoes: 'Baço aumentado' };
    expect(
      observacaoClinicaIndividualSchema.parse({ ...INDIVIDUAL, ...lesoes, necropsiado: true }),
    ).toMatchObject(lesoes);
    expect(observacaoClinicaIndividualSchema.parse({ ...INDIVIDUAL, ...lesoes })).toMatchObject({
      lesoes: [],
      outrasLesoes: null,
    });
  });

  it('group: category, fever, signs and necropsied required; a count of animals; necropsied count only when necropsied', () => {
    expect(rowErrors(observacaoClinicaGrupoSchema, GRUPO)).toEqual({});
    expect(rowErrors(observacaoClinicaGrupoSchema, {})).toEqual({
      subCategoriaAnimal: REQUIRED_MESSAGE,
      animais: REQUIRED_MESSAGE,
      febre: REQUIRED_MESSAGE,
      sinaisClinicos: REQUIRED_MESSAGE,
      necropsiado: REQUIRED_MESSAGE,
    });
    expect(rowErrors(observacaoClinicaGrupoSchema, { ...GRUPO, sinaisClinicos: [] })).toEqual({
      sinaisClinicos: REQUIRED_MESSAGE,
    });
    expect(rowErrors(observacaoClinicaGrupoSchema, { ...GRUPO, animais: 0 })).toEqual({
      animais: MIN_VALUE_MESSAGE,
    });
    expect(rowErrors(observacaoClinicaGrupoSchema, { ...GRUPO, animais: 2.5 })).toEqual({
      animais: INVALID_VALUE_MESSAGE,
    });
    const necropsia = { necropsiado: true, animaisNecropsiados: 2, lesoes: [8], outrasLesoes: 'x' };
    expect(observacaoClinicaGrupoSchema.parse({ ...GRUPO, ...necropsia })).toMatchObject(necropsia);
    expect(
      rowErrors(observacaoClinicaGrupoSchema, { ...GRUPO, ...necropsia, animaisNecropsiados: 7 }),
    ).toEqual({
      animaisNecropsiados: MAX_VALUE_MESSAGE,
    });
    expect(observacaoClinicaGrupoSchema.parse({ ...GRUPO, ...necropsia, necropsiado: false })).toMatchObject({
      animaisNecropsiados: null,
      lesoes: [],
      outrasLesoes: null,
    });
  });
});

describe('animal observation row (spec 002 §5)', () => {
  it('species, sex, age class, type, altered animals and destination are required', () => {
    expect(rowErrors(observacaoAnimalSchema, OBSERVACAO)).toEqual({});
    expect(rowErrors(observacaoAnimalSchema, {})).toEqual({
      especie: REQUIRED_MESSAGE,
      sexo: REQUIRED_MESSAGE,
      classeEtaria: REQUIRED_MESSAGE,
      tipoObservacao: REQUIRED_MESSAGE,
      animaisComAlteracoes: REQUIRED_MESSAGE,
      destinoSubprodutos: REQUIRED_MESSAGE,
    });
  });

  it('a group gives its number of animals; an individual keeps none', () => {
    expect(rowErrors(observacaoAnimalSchema, { ...OBSERVACAO, tipoObservacao: 'GRUPO' })).toEqual({
      numeroAnimais: REQUIRED_MESSAGE,
    });
    expect(
      rowErrors(observacaoAnimalSchema, { ...OBSERVACAO, tipoObservacao: 'GRUPO', numeroAnimais: 0 }),
    ).toEqual({
      numeroAnimais: MIN_VALUE_MESSAGE,
    });
    expect(
      observacaoAnimalSchema.parse({ ...OBSERVACAO, tipoObservacao: 'GRUPO', numeroAnimais: 4 })
        .numeroAnimais,
    ).toBe(4);
    expect(observacaoAnimalSchema.parse({ ...OBSERVACAO, numeroAnimais: 4 }).numeroAnimais).toBeNull();
  });

  it('altered animals keep their changes; others none', () => {
    const changes = { alteracoes: [21], outrasAlteracoes: 'Caquexia' };
    expect(
      observacaoAnimalSchema.parse({ ...OBSERVACAO, ...changes, animaisComAlteracoes: true }),
    ).toMatchObject(changes);
    expect(observacaoAnimalSchema.parse({ ...OBSERVACAO, ...changes })).toMatchObject({
      alteracoes: [],
      outrasAlteracoes: null,
    });
  });

  it('destination extras: free text for Outro (required), a point in Portugal for burial', () => {
    expect(
      rowErrors(observacaoAnimalSchema, {
        ...OBSERVACAO,
        destinoSubprodutos: 'OUTRO',
        detalheDestinoSubprodutos: ' ',
      }),
    ).toEqual({
      detalheDestinoSubprodutos: REQUIRED_MESSAGE,
    });
    const burial = { ...OBSERVACAO, destinoSubprodutos: 'ENTERRAMENTO', localizacaoEnterramento: LISBOA };
    expect(observacaoAnimalSchema.parse(burial)).toMatchObject({
      localizacaoEnterramento: LISBOA,
      detalheDestinoSubprodutos: null,
    });
    expect(
      rowErrors(observacaoAnimalSchema, {
        ...burial,
        localizacaoEnterramento: { latitude: 0, longitude: 0 },
      }),
    ).toEqual({
      localizacaoEnterramento: OUTSIDE,
    });
    expect(
      observacaoAnimalSchema.parse({ ...OBSERVACAO, localizacaoEnterramento: LISBOA })
        .localizacaoEnterramento,
    ).toBeNull();
    expect(rowErrors(observacaoAnimalSchema, { ...OBSERVACAO, destinoSubprodutos: 'RIO' })).toEqual({
      destinoSubprodutos: INVALID_VALUE_MESSAGE,
    });
  });
});
