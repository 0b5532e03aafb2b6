import { describe, expect, it } from 'vitest';
import { REQUIRED_MESSAGE } from '../../validation/messages.ts';
import {
  dataObservacaoWarning,
  dataTesteLaboratorialWarning,
  isConclusaoCompleta,
  NOTIFICACAO_SUBMIT_INVALID_FIELDS_MESSAGE,
  NOTIFICACAO_SUBMIT_ROW_LISTS,
  NOTIFICACAO_SUBMIT_SEM_INFORMACAO_MESSAGE,
  NOTIFICACAO_VALIDAR_SEM_CONCLUSAO_MESSAGE,
  outroMotivoErrors,
  resolveRegiao,
  submitErrors,
  validarErrors,
} from './notificacao.rules.ts';
import { TIPOS_ANIMAL } from './notificacao.fields.ts';

const TODAY = { year: 2026, month: 11, day: 21 };

describe('submit guard (spec 002 §5; issue 12)', () => {
  it('says the spec words', () => {
    expect(NOTIFICACAO_SUBMIT_INVALID_FIELDS_MESSAGE).toBe(
      'Não é possível submeter o registo, verifique os campos de preenchimento obrigatório',
    );
    expect(NOTIFICACAO_SUBMIT_SEM_INFORMACAO_MESSAGE).toBe(
      'Não é possível submeter o registo, deve registar informação!',
    );
  });

  it('refuses invalid fields, whatever the type', () => {
    for (const tipoAnimal of TIPOS_ANIMAL)
      expect(
        submitErrors({
          tipoAnimal,
          camposInvalidos: true,
          linhas: { declaracoesAnimais: 1, observacoesAnimais: 1, observacoesClinicasIndividuais: 1 },
        }),
        tipoAnimal,
      ).toEqual(['Não é possível submeter o registo, verifique os campos de preenchimento obrigatório']);
  });

  it('production needs a declaration or an observation; captive its individual signs; free-living its animal observations', () => {
    const noRows = { camposInvalidos: false, linhas: {} };
    expect(submitErrors({ ...noRows, tipoAnimal: 'DOM_PRODUCAO' })).toEqual([
      'Não é possível submeter o registo, deve registar informação!',
    ]);
    expect(submitErrors({ ...noRows, tipoAnimal: 'SEL_CATIVEIRO' })).toEqual([
      NOTIFICACAO_SUBMIT_SEM_INFORMACAO_MESSAGE,
    ]);
    expect(submitErrors({ ...noRows, tipoAnimal: 'SEL_VIDA_LIVRE' })).toEqual([
      NOTIFICACAO_SUBMIT_SEM_INFORMACAO_MESSAGE,
    ]);
    expect(submitErrors({ ...noRows, tipoAnimal: 'DOM_COMPANHIA' })).toEqual([]);
    expect(submitErrors({ ...noRows, tipoAnimal: 'DOM_ASSILVESTRADO' })).toEqual([]);
    for (const list of NOTIFICACAO_SUBMIT_ROW_LISTS.DOM_PRODUCAO)
      expect(
        submitErrors({ tipoAnimal: 'DOM_PRODUCAO', camposInvalidos: false, linhas: { [list]: 1 } }),
        list,
      ).toEqual([]);
    expect(
      submitErrors({
        tipoAnimal: 'SEL_CATIVEIRO',
        camposInvalidos: false,
        linhas: { observacoesClinicasIndividuais: 1 },
      }),
    ).toEqual([]);
    // Rows of a table the type does not have do not count.
    expect(
      submitErrors({
        tipoAnimal: 'SEL_CATIVEIRO',
        camposInvalidos: false,
        linhas: { declaracoesAnimais: 3 },
      }),
    ).toEqual([NOTIFICACAO_SUBMIT_SEM_INFORMACAO_MESSAGE]);
    expect(
      submitErrors({
        tipoAnimal: 'SEL_VIDA_LIVRE',
        camposInvalidos: false,
        linhas: { observacoesAnimais: 2 },
      }),
    ).toEqual([]);
    expect(submitErrors({ tipoAnimal: 'DOM_PRODUCAO', camposInvalidos: true, linhas: {} })).toEqual([
      NOTIFICACAO_SUBMIT_INVALID_FIELDS_MESSAGE,
      NOTIFICACAO_SUBMIT_SEM_INFORMACAO_MESSAGE,
    ]);
  });
});

describe('validate guard and conclusion text (issue 12)', () => {
  it('validar needs a complete conclusion', () => {
    expect(validarErrors({})).toEqual(['Indique a conclusão da suspeita antes de validar.']);
    expect(NOTIFICACAO_VALIDAR_SEM_CONCLUSAO_MESSAGE).toBe(
      'Indique a conclusão da suspeita antes de validar.',
    );
    expect(validarErrors({ conclusaoSuspeita: 'CONFIRMADO', motivoConfirmacao: 1 })).toEqual([
      NOTIFICACAO_VALIDAR_SEM_CONCLUSAO_MESSAGE,
    ]);
    expect(
      validarErrors({ conclusaoSuspeita: 'CONFIRMADO', motivoConfirmacao: 1, ordemFoco: 'PRIMARIO' }),
    ).toEqual([]);
    expect(validarErrors({ conclusaoSuspeita: 'NAO_CONFIRMADO' })).toEqual([
      NOTIFICACAO_VALIDAR_SEM_CONCLUSAO_MESSAGE,
    ]);
    expect(validarErrors({ conclusaoSuspeita: 'NAO_CONFIRMADO', motivoNaoConfirmacao: 2 })).toEqual([]);
    expect(isConclusaoCompleta({ conclusaoSuspeita: null })).toBe(false);
  });

  it('a reason with requerObservacao requires the free text of its conclusion', () => {
    const confirmado = { conclusaoSuspeita: 'CONFIRMADO' as const };
    expect(outroMotivoErrors(confirmado, true)).toEqual([
      { field: 'outroMotivoConfirmacao', message: REQUIRED_MESSAGE },
    ]);
    expect(outroMotivoErrors({ ...confirmado, outroMotivoConfirmacao: '  ' }, true)).toEqual([
      { field: 'outroMotivoConfirmacao', message: 'Este campo é obrigatório' },
    ]);
    expect(
      outroMotivoErrors({ ...confirmado, outroMotivoConfirmacao: 'Ligação epidemiológica' }, true),
    ).toEqual([]);
    expect(outroMotivoErrors(confirmado, false)).toEqual([]);
    expect(outroMotivoErrors({ conclusaoSuspeita: 'NAO_CONFIRMADO' }, true)).toEqual([
      { field: 'outroMotivoNaoConfirmacao', message: REQUIRED_MESSAGE },
    ]);
    expect(
      outroMotivoErrors({ conclusaoSuspeita: 'NAO_CONFIRMADO', outroMotivoNaoConfirmacao: 'x' }, true),
    ).toEqual([]);
    expect(outroMotivoErrors({}, true)).toEqual([]);
  });
});

describe('date warnings (spec 002 §5)', () => {
  it('observation and lab result dates more than a year back warn', () => {
    for (const warning of [dataObservacaoWarning, dataTesteLaboratorialWarning]) {
      expect(warning('2025-11-21', TODAY)).toBeNull();
      expect(warning('2025-11-20', TODAY)).toBe('A data selecionada é anterior ao previsto.');
      expect(warning('2026-11-21', TODAY)).toBeNull();
      expect(warning('not a date', TODAY)).toBeNull();
    }
  });
});

describe('region (issue 12, ours)', () => {
  const exploracao = { freguesia: '100101', dsavr: 2 };
  const infraestrutura = { freguesia: '110601', dsavr: 5 };
  const ponto = { freguesia: '060301', dsavr: 3 };

  it('the DSAVR field first, with the parish of the anchor or the point', () => {
    expect(resolveRegiao({ dsavr: 9, localizacao: ponto })).toEqual({
      dsavr: 9,
      freguesia: '060301',
      origem: 'DSAVR',
    });
    expect(resolveRegiao({ dsavr: 9 })).toEqual({ dsavr: 9, freguesia: null, origem: 'DSAVR' });
  });

  it('else the holding’s or the infrastructure’s parish', () => {
    expect(resolveRegiao({ exploracao, localizacao: ponto })).toEqual({
      dsavr: 2,
      freguesia: '100101',
      origem: 'EXPLORACAO',
    });
    expect(resolveRegiao({ infraestrutura, localizacao: ponto })).toEqual({
      dsavr: 5,
      freguesia: '110601',
      origem: 'INFRAESTRUTURA',
    });
  });

  it('else the parish under the point; nothing known is null', () => {
    expect(resolveRegiao({ dsavr: null, exploracao: null, localizacao: ponto })).toEqual({
      dsavr: 3,
      freguesia: '060301',
      origem: 'LOCALIZACAO',
    });
    expect(resolveRegiao({})).toBeNull();
    expect(resolveRegiao({ exploracao: { freguesia: null, dsavr: null } })).toBeNull();
  });

  it('a parish without a DSAVR keeps the parish and takes the next DSAVR found', () => {
    expect(resolveRegiao({ exploracao: { freguesia: '100101', dsavr: null }, localizacao: ponto })).toEqual({
      dsavr: 3,
      freguesia: '100101',
      origem: 'LOCALIZACAO',
    });
    expect(resolveRegiao({ exploracao: { freguesia: '100101', dsavr: null } })).toEqual({
      dsavr: null,
      freguesia: '100101',
      origem: 'EXPLORACAO',
    });
  });
});
