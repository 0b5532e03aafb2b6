import { TIPOS_ANIMAL } from '@sigsa/domain/records/notificacao-suspeita-doenca/notificacao.fields';
import { notificacaoSchema } from '@sigsa/domain/records/notificacao-suspeita-doenca/notificacao.schema';
import { PT } from '@sigsa/domain/validation/form-schema';
import { describe, expect, it } from 'vitest';
import { DECLARACAO, makeNotificacao } from './notificacao-fixtures.test-support.tsx';
import type { Notificacao } from './notificacao-api.ts';
import {
  emptyNotificacaoForm,
  notificacaoDraft,
  notificacaoFormFromRecord,
} from './notificacao-form-values.ts';

const TODAY = { year: 2026, month: 3, day: 1 };
const check = (mode: 'save' | 'submit', record: Notificacao) =>
  notificacaoSchema(mode, () => TODAY).safeParse(notificacaoDraft(notificacaoFormFromRecord(record)), PT);

const OBSERVACAO_CLINICA = {
  id: 300,
  subCategoriaAnimal: { id: 2, nome: 'Vitelos' },
  identificacao: 'PT-1',
  animais: 5,
  febre: true,
  sinaisClinicos: [{ id: 101, nome: 'Febre alta' }],
  sinaisAtipicos: null,
  necropsiado: false,
  animaisNecropsiados: null,
  lesoes: [],
  outrasLesoes: null,
  observacoes: null,
};

/** A complete record of each animal type, as the server reads it back. */
const BY_TIPO: Record<(typeof TIPOS_ANIMAL)[number], Partial<Notificacao>> = {
  DOM_COMPANHIA: {
    tipoAnimal: { id: 70, codigo: 'DOM_COMPANHIA', nome: 'Companhia' },
    exploracao: null,
    identificacao: 'TRANSPONDER',
    numeroIdentificacao: '123456789012345',
    nomeDetentor: 'Maria',
    email: 'maria@example.pt',
    especie: { id: 1, nome: 'Cão' },
  },
  DOM_ASSILVESTRADO: {
    tipoAnimal: { id: 72, codigo: 'DOM_ASSILVESTRADO', nome: 'Assilvestrado' },
    exploracao: null,
    nomeEncontradoPor: 'João',
    moradaEncontradoPor: 'Rua A',
  },
  DOM_PRODUCAO: { declaracoesAnimais: [DECLARACAO], observacoesClinicasGrupo: [OBSERVACAO_CLINICA] },
  SEL_CATIVEIRO: {
    tipoAnimal: { id: 73, codigo: 'SEL_CATIVEIRO', nome: 'Cativeiro' },
    exploracao: null,
    infraestrutura: { id: 4, nomeEstabelecimento: 'Zoo' },
    observacoesClinicasIndividuais: [OBSERVACAO_CLINICA],
  },
  SEL_VIDA_LIVRE: {
    tipoAnimal: { id: 74, codigo: 'SEL_VIDA_LIVRE', nome: 'Vida livre' },
    exploracao: null,
    dsavr: { id: 5, nome: 'DSAVR Centro' },
    programa: { id: 121, nome: 'Programa' },
    observacoesAnimais: [
      {
        id: 400,
        especie: { id: 2, nome: 'Javali' },
        sexo: { id: 131, nome: 'Macho' },
        classeEtaria: { id: 141, nome: 'Adulto' },
        tipoObservacao: { id: 1, codigo: 'GRUPO', nome: 'Grupo' },
        numeroSelo: null,
        numeroAnimais: 3,
        apresentadoExameInicial: null,
        animaisComAlteracoes: false,
        alteracoes: [],
        outrasAlteracoes: null,
        destinoSubprodutos: { id: 2, codigo: 'OUTRO', nome: 'Outro' },
        detalheDestinoSubprodutos: 'Incineração',
        localizacaoEnterramento: null,
      },
    ],
  },
};

describe('notification form values (spec 002 §3, §7)', () => {
  it.each(TIPOS_ANIMAL)(
    '%s: a record becomes a payload the submit schema accepts, ids for references',
    (tipo) => {
      const result = check('submit', makeNotificacao(BY_TIPO[tipo]));
      expect(result.error?.issues).toBeUndefined();
      expect(result.data).toMatchObject({ tipoAnimal: tipo, responsavelNotificacao: 7, doencas: [31] });
    },
  );

  it('production: the holding goes by its brand, rows by ids with their counts', () => {
    const result = check('save', makeNotificacao(BY_TIPO.DOM_PRODUCAO));
    expect(result.data).toMatchObject({
      exploracao: 'AB12C',
      declaracoesAnimais: [{ id: 200, subCategoriaAnimal: 1, animaisPresentes: 40, animaisMorreram: 3 }],
      observacoesClinicasGrupo: [{ id: 300, subCategoriaAnimal: 2, animais: 5, sinaisClinicos: [101] }],
    });
  });

  it('free-living: coded observation type and destination go as codes', () => {
    const draft = notificacaoDraft(notificacaoFormFromRecord(makeNotificacao(BY_TIPO.SEL_VIDA_LIVRE)));
    expect(draft.observacoesAnimais[0]).toMatchObject({
      especie: 2,
      sexo: 131,
      tipoObservacao: 'GRUPO',
      destinoSubprodutos: 'OUTRO',
      numeroAnimais: 3,
    });
    expect(draft).toMatchObject({ dsavr: 5, programa: 121 });
  });

  it('a conclusion read from `full` goes back as codes and ids', () => {
    const form = notificacaoFormFromRecord(
      makeNotificacao({
        estado: 'SUBMETIDO',
        conclusaoSuspeita: { id: 1, codigo: 'CONFIRMADO', nome: 'Confirmado' },
        motivoConfirmacao: { id: 151, nome: 'Confirmação laboratorial', requerObservacao: false },
        ordemFoco: { id: 2, codigo: 'PRIMARIO', nome: 'Primário' },
        doencasConfirmadas: [{ id: 31, nome: 'Febre aftosa' }],
      }),
    );
    expect(notificacaoDraft(form)).toMatchObject({
      conclusaoSuspeita: 'CONFIRMADO',
      motivoConfirmacao: 151,
      ordemFoco: 'PRIMARIO',
      doencasConfirmadas: [31],
    });
  });

  it('an empty form fails to save without the type and the lab answer; the notifier is set', () => {
    const result = notificacaoSchema('save', () => TODAY).safeParse(
      notificacaoDraft(emptyNotificacaoForm({ id: 7, nome: 'Rui' })),
      PT,
    );
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'realizadoTesteLaboratorial',
      'tipoAnimal',
    ]);
  });
});
