import { describe, expect, it } from 'vitest';
import { requiredFields } from '../../validation/form-schema.ts';
import {
  EMAIL_MESSAGE,
  INVALID_VALUE_MESSAGE,
  MIN_VALUE_MESSAGE,
  NIF_DIGITS_MESSAGE,
  NIF_INVALID_MESSAGE,
  PATTERN_MESSAGE,
  REQUIRED_MESSAGE,
} from '../../validation/messages.ts';
import { NOTIFICACAO_ANCHOR_BY_TIPO, TIPOS_ANIMAL, type TipoAnimal } from './notificacao.fields.ts';
import { notificacaoSchema, type NotificacaoSchemaMode } from './notificacao.schema.ts';

const TODAY = { year: 2026, month: 11, day: 21 };
const LISBOA = { latitude: 38.7223, longitude: -9.1393 };
const OUTSIDE = 'A localização tem de ficar em Portugal (continente, Madeira ou Açores).';

/** The least a draft holds (spec 002 §5). */
const DRAFT = { tipoAnimal: 'DOM_PRODUCAO', realizadoTesteLaboratorial: false, responsavelNotificacao: 7 };

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

/** A complete production notification, ready to submit. */
const PRODUCAO = {
  ...DRAFT,
  localizacao: LISBOA,
  dataObservacao: '2026-11-20',
  dataInicioSinaisClinicos: '2026-11-18',
  doencas: [1, 2],
  exploracao: 'AB12C',
  declaracoesAnimais: [DECLARACAO],
  observacoesClinicasIndividuais: [INDIVIDUAL],
  observacoesClinicasGrupo: [GRUPO],
};

/** Each type's complete submission (the variant's anchor and rows). */
const COMPLETE: Record<TipoAnimal, Record<string, unknown>> = {
  DOM_PRODUCAO: PRODUCAO,
  DOM_COMPANHIA: {
    ...PRODUCAO,
    tipoAnimal: 'DOM_COMPANHIA',
    identificacao: 'TRANSPONDER',
    numeroIdentificacao: '620098100123456',
    nomeDetentor: 'Ana Silva',
    moradaDetentor: 'Rua A, 1',
    telefone: '912 345 678',
    email: 'ana@example.pt',
    nif: '123456789',
    especie: 9,
  },
  DOM_ASSILVESTRADO: {
    ...PRODUCAO,
    tipoAnimal: 'DOM_ASSILVESTRADO',
    nomeEncontradoPor: 'Rui',
    moradaEncontradoPor: 'Mata de Leiria',
    especie: 9,
  },
  SEL_CATIVEIRO: { ...PRODUCAO, tipoAnimal: 'SEL_CATIVEIRO', infraestrutura: 4 },
  SEL_VIDA_LIVRE: {
    ...PRODUCAO,
    tipoAnimal: 'SEL_VIDA_LIVRE',
    dsavr: 2,
    programa: 13,
    observacoesAnimais: [OBSERVACAO],
  },
};

function errorsOf(input: unknown, mode: NotificacaoSchemaMode = 'save', requer?: (id: number) => boolean) {
  const schema = notificacaoSchema(mode, () => TODAY, requer ? { motivoRequerObservacao: requer } : {});
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

/** The fields whose asterisk the form shows for `draft` (form-schema.ts, as the web asks). */
function asterisks(mode: NotificacaoSchemaMode, draft: Record<string, unknown>, fields: readonly string[]) {
  return [
    ...requiredFields(
      notificacaoSchema(mode, () => TODAY),
      draft,
      fields,
    ),
  ];
}

function parse(input: unknown, mode: NotificacaoSchemaMode = 'save') {
  return notificacaoSchema(mode, () => TODAY).parse(input);
}

describe('notification payload, save mode (spec 002 §5)', () => {
  it('a draft needs the animal type, whether a lab test was done and the notifier; nothing else', () => {
    expect(errorsOf(DRAFT)).toEqual({});
    expect(errorsOf({})).toEqual({
      tipoAnimal: REQUIRED_MESSAGE,
      realizadoTesteLaboratorial: REQUIRED_MESSAGE,
      responsavelNotificacao: REQUIRED_MESSAGE,
    });
    expect(errorsOf({ ...DRAFT, tipoAnimal: 'GATO' }).tipoAnimal).toBe(INVALID_VALUE_MESSAGE);
    // The form's asterisks come from the schema.
    expect(
      asterisks('save', DRAFT, [
        'tipoAnimal',
        'realizadoTesteLaboratorial',
        'responsavelNotificacao',
        'dataObservacao',
        'doencas',
        'localizacao',
      ]),
    ).toEqual(['tipoAnimal', 'realizadoTesteLaboratorial', 'responsavelNotificacao']);
  });

  it('takes the five animal types by their TIPO_ANIMAL codes', () => {
    expect(TIPOS_ANIMAL).toEqual([
      'DOM_COMPANHIA',
      'DOM_PRODUCAO',
      'DOM_ASSILVESTRADO',
      'SEL_CATIVEIRO',
      'SEL_VIDA_LIVRE',
    ]);
    for (const tipo of TIPOS_ANIMAL) expect(errorsOf({ ...DRAFT, tipoAnimal: tipo }), tipo).toEqual({});
  });

  it('no date after today; the signs start no later than the observation', () => {
    for (const field of ['dataObservacao', 'dataInicioSinaisClinicos', 'dataTesteLaboratorial']) {
      const base = { ...DRAFT, realizadoTesteLaboratorial: true };
      expect(errorsOf({ ...base, [field]: '2026-11-21' }), field).toEqual({});
      expect(errorsOf({ ...base, [field]: '2026-11-22' })[field], field).toBe(
        'A data não pode ser posterior a 21/11/2026',
      );
      expect(errorsOf({ ...base, [field]: '2026-02-30' })[field], field).toBe('Data inválida');
    }
    expect(
      errorsOf({ ...DRAFT, dataObservacao: '2026-11-10', dataInicioSinaisClinicos: '2026-11-10' }),
    ).toEqual({});
    expect(
      errorsOf({ ...DRAFT, dataObservacao: '2026-11-10', dataInicioSinaisClinicos: '2026-11-11' }),
    ).toEqual({
      dataInicioSinaisClinicos: 'A data não pode ser posterior a 10/11/2026',
    });
    // A year back only warns (notificacao.rules), it is not an error.
    expect(errorsOf({ ...DRAFT, dataObservacao: '2020-01-01' })).toEqual({});
  });

  it('the location is a WGS84 point in Portugal', () => {
    expect(errorsOf({ ...DRAFT, localizacao: LISBOA })).toEqual({});
    expect(errorsOf({ ...DRAFT, localizacao: { latitude: 32.6669, longitude: -16.9241 } })).toEqual({});
    expect(errorsOf({ ...DRAFT, localizacao: { latitude: 37.7412, longitude: -25.6756 } })).toEqual({});
    expect(errorsOf({ ...DRAFT, localizacao: { latitude: 40.4168, longitude: -3.7038 } })).toEqual({
      localizacao: OUTSIDE,
    });
    expect(errorsOf({ ...DRAFT, localizacao: { latitude: 95, longitude: -8 } })).toEqual({
      localizacao: INVALID_VALUE_MESSAGE,
    });
    expect(errorsOf({ ...DRAFT, localizacao: { latitude: 'a', longitude: -8 } })).toEqual({
      'localizacao.latitude': INVALID_VALUE_MESSAGE,
    });
    expect(parse({ ...DRAFT, localizacao: null }).localizacao).toBeNull();
  });

  it('ids are whole positive numbers; repeated ids are dropped', () => {
    expect(errorsOf({ ...DRAFT, responsavelNotificacao: 1.5 }).responsavelNotificacao).toBe(
      INVALID_VALUE_MESSAGE,
    );
    expect(errorsOf({ ...DRAFT, responsavelNotificacao: -1 }).responsavelNotificacao).toBe(
      INVALID_VALUE_MESSAGE,
    );
    expect(errorsOf({ ...DRAFT, doencas: [1, 0] })['doencas.1']).toBe(INVALID_VALUE_MESSAGE);
    expect(parse({ ...DRAFT, doencas: [2, 1, 2] }).doencas).toEqual([2, 1]);
    expect(parse({ ...DRAFT, doencas: null }).doencas).toEqual([]);
    const many = Array.from({ length: 1001 }, (_, i) => i + 1);
    expect(errorsOf({ ...DRAFT, doencas: many }).doencas).toBe('Deve indicar no máximo 1000 elementos');
  });

  it('companion: a transponder code is exactly 15 digits', () => {
    const companion = { ...DRAFT, tipoAnimal: 'DOM_COMPANHIA', identificacao: 'TRANSPONDER' };
    expect(errorsOf({ ...companion, numeroIdentificacao: '620098100123456' })).toEqual({});
    expect(errorsOf({ ...companion, numeroIdentificacao: '62009810012345' })).toEqual({
      numeroIdentificacao: 'O valor deve ter exatamente 15 caracteres',
    });
    expect(errorsOf({ ...companion, numeroIdentificacao: '62009810012345X' })).toEqual({
      numeroIdentificacao: PATTERN_MESSAGE,
    });
    // Identified by name: the code is not checked.
    expect(
      errorsOf({ ...companion, identificacao: 'NOME', nomeAnimal: 'Bobi', numeroIdentificacao: 'x' }),
    ).toEqual({});
  });

  it('companion and feral: NIF and e-mail by the common validators, a phone number by its digits', () => {
    for (const tipo of ['DOM_COMPANHIA', 'DOM_ASSILVESTRADO'] as const) {
      const base = { ...DRAFT, tipoAnimal: tipo };
      expect(errorsOf({ ...base, email: 'ana@' }).email, tipo).toBe(EMAIL_MESSAGE);
      expect(errorsOf({ ...base, telefone: '12ab' }).telefone, tipo).toBe(PATTERN_MESSAGE);
      expect(errorsOf({ ...base, telefone: '+351 912 345 678', email: ' ana@example.pt ' }), tipo).toEqual(
        {},
      );
    }
    const companion = { ...DRAFT, tipoAnimal: 'DOM_COMPANHIA' };
    expect(errorsOf({ ...companion, nif: '12345' }).nif).toBe(NIF_DIGITS_MESSAGE);
    expect(errorsOf({ ...companion, nif: '123456780' }).nif).toBe(NIF_INVALID_MESSAGE);
    expect(errorsOf({ ...companion, nif: ' 123456789 ' })).toEqual({});
  });

  it('fields of another animal type are neither checked nor kept', () => {
    const stale = {
      ...PRODUCAO,
      nif: '1',
      email: 'x',
      telefone: 'y',
      nomeDetentor: 'Ana',
      dsavr: 2,
      observacoesAnimais: [OBSERVACAO],
    };
    expect(errorsOf(stale)).toEqual({});
    const parsed = parse(stale);
    expect([parsed.nif, parsed.email, parsed.telefone, parsed.nomeDetentor, parsed.dsavr]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(parsed.observacoesAnimais).toEqual([]);
    expect(parsed.exploracao).toBe('AB12C');
    expect(parsed.declaracoesAnimais).toHaveLength(1);
    const companion = parse({ ...COMPLETE.DOM_COMPANHIA, exploracao: 'AB12C' });
    expect(companion.exploracao).toBeNull();
    expect(companion.declaracoesAnimais).toEqual([]);
    expect(companion.nif).toBe('123456789');
  });

  it('lab results are kept only when a test was done', () => {
    const lab = {
      dataTesteLaboratorial: '2026-11-19',
      ensaiosLaboratoriais: [3],
      resultadosNegativos: 'PCR negativo',
    };
    expect(parse({ ...DRAFT, ...lab, realizadoTesteLaboratorial: true })).toMatchObject(lab);
    expect(parse({ ...DRAFT, ...lab })).toMatchObject({
      dataTesteLaboratorial: null,
      ensaiosLaboratoriais: [],
      resultadosNegativos: null,
    });
  });

  it('each declaration category once', () => {
    const repeated = {
      ...PRODUCAO,
      declaracoesAnimais: [DECLARACAO, { ...DECLARACAO, subCategoriaAnimal: 12 }, DECLARACAO],
    };
    expect(errorsOf(repeated)).toEqual({ 'declaracoesAnimais.2.subCategoriaAnimal': INVALID_VALUE_MESSAGE });
  });

  it('rows are parsed with their own rules inside the record', () => {
    expect(errorsOf({ ...PRODUCAO, declaracoesAnimais: [{ ...DECLARACAO, animaisPresentes: -1 }] })).toEqual({
      'declaracoesAnimais.0.animaisPresentes': MIN_VALUE_MESSAGE,
    });
  });

  it('text is trimmed, blank is null, and long text is refused', () => {
    const parsed = parse({
      ...COMPLETE.DOM_ASSILVESTRADO,
      nomeEncontradoPor: '  Rui  ',
      moradaEncontradoPor: '   ',
    });
    expect(parsed.nomeEncontradoPor).toBe('Rui');
    expect(parsed.moradaEncontradoPor).toBeNull();
    expect(errorsOf({ ...DRAFT, exploracao: 'x'.repeat(501) }).exploracao).toBe(
      'O valor deve ter no máximo 500 caracteres',
    );
  });
});

describe('notification payload, submit mode (issue 12, ours)', () => {
  it('every type’s complete record submits', () => {
    for (const tipo of TIPOS_ANIMAL) expect(errorsOf(COMPLETE[tipo], 'submit'), tipo).toEqual({});
  });

  it('also needs the observation date, a disease and the location', () => {
    expect(errorsOf({ ...PRODUCAO, dataObservacao: null, doencas: [], localizacao: null }, 'submit')).toEqual(
      {
        dataObservacao: REQUIRED_MESSAGE,
        doencas: REQUIRED_MESSAGE,
        localizacao: REQUIRED_MESSAGE,
      },
    );
    // Save mode does not.
    expect(errorsOf({ ...PRODUCAO, dataObservacao: null, doencas: [], localizacao: null })).toEqual({});
  });

  it('needs the variant’s anchor: holding, infrastructure, DSAVR, owner, finder’s address', () => {
    expect(NOTIFICACAO_ANCHOR_BY_TIPO).toEqual({
      DOM_COMPANHIA: 'nomeDetentor',
      DOM_ASSILVESTRADO: 'moradaEncontradoPor',
      DOM_PRODUCAO: 'exploracao',
      SEL_CATIVEIRO: 'infraestrutura',
      SEL_VIDA_LIVRE: 'dsavr',
    });
    for (const tipo of TIPOS_ANIMAL) {
      const anchor = NOTIFICACAO_ANCHOR_BY_TIPO[tipo];
      expect(errorsOf({ ...COMPLETE[tipo], [anchor]: null }, 'submit'), tipo).toEqual({
        [anchor]: REQUIRED_MESSAGE,
      });
      expect(asterisks('submit', COMPLETE[tipo], [anchor]), tipo).toEqual([anchor]);
    }
  });

  it('needs the result date when a test was done, and the code or name the identification names', () => {
    expect(errorsOf({ ...PRODUCAO, realizadoTesteLaboratorial: true }, 'submit')).toEqual({
      dataTesteLaboratorial: REQUIRED_MESSAGE,
    });
    expect(
      errorsOf(
        { ...PRODUCAO, realizadoTesteLaboratorial: true, dataTesteLaboratorial: '2026-11-20' },
        'submit',
      ),
    ).toEqual({});
    const companion = COMPLETE.DOM_COMPANHIA;
    expect(errorsOf({ ...companion, numeroIdentificacao: null }, 'submit')).toEqual({
      numeroIdentificacao: REQUIRED_MESSAGE,
    });
    expect(errorsOf({ ...companion, identificacao: 'NOME', nomeAnimal: '' }, 'submit')).toEqual({
      nomeAnimal: REQUIRED_MESSAGE,
    });
    expect(errorsOf({ ...companion, identificacao: null, numeroIdentificacao: null }, 'submit')).toEqual({});
  });

  it('shows every problem at once, even while the animal type is missing', () => {
    expect(errorsOf({ realizadoTesteLaboratorial: true }, 'submit')).toEqual({
      tipoAnimal: REQUIRED_MESSAGE,
      responsavelNotificacao: REQUIRED_MESSAGE,
      dataObservacao: REQUIRED_MESSAGE,
      doencas: REQUIRED_MESSAGE,
      localizacao: REQUIRED_MESSAGE,
      dataTesteLaboratorial: REQUIRED_MESSAGE,
    });
  });
});

describe('conclusion (spec 002 §2; issue 12)', () => {
  const confirmado = {
    ...PRODUCAO,
    id: 50,
    conclusaoSuspeita: 'CONFIRMADO',
    motivoConfirmacao: 31,
    ordemFoco: 'PRIMARIO',
  };

  it('Confirmado needs its reason and the outbreak order; Não Confirmado its reason', () => {
    expect(errorsOf(confirmado)).toEqual({});
    expect(errorsOf({ ...PRODUCAO, conclusaoSuspeita: 'CONFIRMADO' })).toEqual({
      motivoConfirmacao: REQUIRED_MESSAGE,
      ordemFoco: REQUIRED_MESSAGE,
    });
    expect(errorsOf({ ...PRODUCAO, conclusaoSuspeita: 'NAO_CONFIRMADO' })).toEqual({
      motivoNaoConfirmacao: REQUIRED_MESSAGE,
    });
    expect(errorsOf({ ...PRODUCAO, conclusaoSuspeita: 'NAO_CONFIRMADO', motivoNaoConfirmacao: 40 })).toEqual(
      {},
    );
    expect(errorsOf({ ...PRODUCAO, conclusaoSuspeita: 'TALVEZ' }).conclusaoSuspeita).toBe(
      INVALID_VALUE_MESSAGE,
    );
    expect(errorsOf({ ...confirmado, ordemFoco: 'TERCIARIO' }).ordemFoco).toBe(INVALID_VALUE_MESSAGE);
  });

  it('a reason that asks for an observation requires the free text', () => {
    const requer = (motivo: number) => motivo === 37;
    expect(errorsOf({ ...confirmado, motivoConfirmacao: 37 }, 'save', requer)).toEqual({
      outroMotivoConfirmacao: REQUIRED_MESSAGE,
    });
    expect(
      errorsOf(
        { ...confirmado, motivoConfirmacao: 37, outroMotivoConfirmacao: 'Epidemiologia' },
        'save',
        requer,
      ),
    ).toEqual({});
    expect(errorsOf(confirmado, 'save', requer)).toEqual({});
    const nao = { ...PRODUCAO, conclusaoSuspeita: 'NAO_CONFIRMADO', motivoNaoConfirmacao: 37 };
    expect(errorsOf(nao, 'save', requer)).toEqual({ outroMotivoNaoConfirmacao: REQUIRED_MESSAGE });
    // Without the lookup the schema cannot tell (the server checks with notificacao.rules outroMotivoErrors).
    expect(errorsOf(nao)).toEqual({});
  });

  it('a secondary outbreak may name its primary, never itself; confirmed diseases are suspected ones', () => {
    expect(errorsOf({ ...confirmado, ordemFoco: 'SECUNDARIO', focoPrimario: 49 })).toEqual({});
    expect(errorsOf({ ...confirmado, ordemFoco: 'SECUNDARIO', focoPrimario: 50 })).toEqual({
      focoPrimario: INVALID_VALUE_MESSAGE,
    });
    expect(parse({ ...confirmado, focoPrimario: 49 }).focoPrimario).toBeNull();
    expect(parse({ ...confirmado, doencasConfirmadas: [2] }).doencasConfirmadas).toEqual([2]);
    expect(errorsOf({ ...confirmado, doencasConfirmadas: [3] })).toEqual({
      doencasConfirmadas: INVALID_VALUE_MESSAGE,
    });
  });

  it('the other conclusion’s fields, and all of them without a conclusion, are cleared', () => {
    const both = {
      motivoConfirmacao: 31,
      outroMotivoConfirmacao: 'a',
      ordemFoco: 'SECUNDARIO',
      focoPrimario: 49,
      doencasConfirmadas: [1],
      motivoNaoConfirmacao: 40,
      outroMotivoNaoConfirmacao: 'b',
    };
    expect(parse({ ...PRODUCAO, ...both, conclusaoSuspeita: 'NAO_CONFIRMADO' })).toMatchObject({
      motivoConfirmacao: null,
      outroMotivoConfirmacao: null,
      ordemFoco: null,
      focoPrimario: null,
      doencasConfirmadas: [],
      motivoNaoConfirmacao: 40,
      outroMotivoNaoConfirmacao: 'b',
    });
    expect(parse({ ...PRODUCAO, ...both, id: 50, conclusaoSuspeita: 'CONFIRMADO' })).toMatchObject({
      motivoConfirmacao: 31,
      ordemFoco: 'SECUNDARIO',
      focoPrimario: 49,
      motivoNaoConfirmacao: null,
      outroMotivoNaoConfirmacao: null,
    });
    expect(parse({ ...PRODUCAO, ...both })).toMatchObject({
      motivoConfirmacao: null,
      motivoNaoConfirmacao: null,
    });
  });
});
