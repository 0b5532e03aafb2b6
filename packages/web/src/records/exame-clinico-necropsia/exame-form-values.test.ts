import { MEDICO_VETERINARIO_ROLES, ROLES, type Role } from '@sigsa/domain/access/roles';
import {
  exameSchema,
  SITUACOES_ANIMAL,
  TABELA_DA_SITUACAO,
  type ExameSchemaMode,
  type SituacaoAnimal,
} from '@sigsa/domain/records/exame-clinico-necropsia/exame.schema';
import { PT } from '@sigsa/domain/validation/form-schema';
import { describe, expect, it } from 'vitest';
import type { Exame } from './exame-api.ts';
import {
  ANIMAL_ABATIDO,
  ANIMAL_CACADO,
  ANIMAL_ENCONTRADO_MORTO,
  ANIMAL_RECOLHIDO_VIVO,
  DECLARACAO,
  MOTIVOS,
  NOTIFICACOES,
  OBSERVACAO_ANIMAL,
  OBSERVACAO_GRUPO,
  OBSERVACAO_INDIVIDUAL,
  SITUACOES,
  makeExame,
  makeExameSelvagem,
} from './exame-fixtures.test-support.tsx';
import {
  emptyExameForm,
  exameDraft,
  exameFormFromRecord,
  motivoFlags,
  type ExameFormValues,
} from './exame-form-values.ts';

// The exam form as plain data (001 §3.4, §5.4; issue 14): a record read back becomes a form, the form a payload
// the domain's schema (the server's) accepts, with ids for references, the holding's brand, codes for choices.

const TODAY = { year: 2026, month: 11, day: 27 };

/** The form's payload parsed as the screen's resolver parses it (the reasons' flags from the form). */
function check(mode: ExameSchemaMode, form: ExameFormValues) {
  return exameSchema(mode, () => TODAY, { motivo: motivoFlags(form) }).safeParse(exameDraft(form), PT);
}

const [VIGILANCIA, DOENCAS, CONTINGENCIA] = MOTIVOS as [
  (typeof MOTIVOS)[number],
  (typeof MOTIVOS)[number],
  (typeof MOTIVOS)[number],
];

/** A complete official domestic exam, saved: every domestic field and list filled. */
const DOMESTICO = makeExame({
  contingencia: 'Plano de contingência regional',
  motivosExames: [DOENCAS, CONTINGENCIA],
  notificacoesSuspeitasDoencas: [NOTIFICACOES[0] ?? { id: 51, numeroSerie: 'NSD/000051' }],
  exameOficial: true,
  registosRastreabilidade: 'CONFORME',
  observacoesRastreabilidade: 'Guias em ordem',
  registosSaude: 'NAO_CONFORME',
  desconformidadesRegistoSaude: [{ id: 31, nome: 'Registo de medicamentos incompleto' }],
  desconformidades: [
    { id: 21, nome: 'Falta de registos de movimentos' },
    { id: 22, nome: 'Falta de identificação' },
  ],
  outrasDesconformidades: 'Cercas danificadas',
  registosValoresProdutivos: 'DESVIOS',
  valoresProdutivos: 'Quebra de 20% na produção de leite',
  observacoesDesconformidades: 'A rever na próxima visita',
  declaracoesAnimais: [
    { ...DECLARACAO, documentosAnexos: [{ id: 900, nome: 'foto.jpg', href: '/api/documentos/900' }] },
  ],
  observacoesClinicasIndividuais: [OBSERVACAO_INDIVIDUAL],
  observacoesClinicasGrupo: [OBSERVACAO_GRUPO],
});

/** A wild exam of each situation, with that situation's own row and an animal observation. */
const SELVAGEM: Record<SituacaoAnimal, Exame> = {
  CACADO: makeExameSelvagem({ animaisCacados: [ANIMAL_CACADO], observacoesAnimais: [OBSERVACAO_ANIMAL] }),
  ABATIDO: makeExameSelvagem({
    situacaoAnimal: SITUACOES.ABATIDO,
    zonaCaca: null,
    processoCaca: null,
    animaisAbatidos: [ANIMAL_ABATIDO],
    observacoesAnimais: [OBSERVACAO_ANIMAL],
  }),
  ENCONTRADO_MORTO: makeExameSelvagem({
    situacaoAnimal: SITUACOES.ENCONTRADO_MORTO,
    zonaCaca: null,
    processoCaca: null,
    animaisEncontradosMortos: [ANIMAL_ENCONTRADO_MORTO],
    observacoesAnimais: [OBSERVACAO_ANIMAL],
  }),
  RECOLHIDO_VIVO: makeExameSelvagem({
    situacaoAnimal: SITUACOES.RECOLHIDO_VIVO,
    zonaCaca: null,
    processoCaca: null,
    animaisRecolhidosVivos: [ANIMAL_RECOLHIDO_VIVO],
    observacoesAnimais: [OBSERVACAO_ANIMAL],
  }),
};

/** Each situation's own row, as the payload carries it. */
const ANIMAL_PAYLOAD = { especie: 2, sexo: 131, classeEtaria: 141 };
const OWN_ROW: Record<SituacaoAnimal, Record<string, unknown>> = {
  CACADO: {
    id: 400,
    ...ANIMAL_PAYLOAD,
    comercio: 2,
    autoconsumo: 1,
    rejeitados: 1,
    semCaracteristicasAnormais: 3,
    total: 4,
  },
  ABATIDO: {
    id: 410,
    ...ANIMAL_PAYLOAD,
    animaisComAlteracoes: true,
    alteracoes: [112],
    outrasAlteracoes: 'Pelagem baça',
    metodoAbate: 171,
    motivoAbate: 161,
    total: 2,
    destinoSubprodutos: 'OUTRO',
    detalheDestinoSubprodutos: 'Incineração',
  },
  ENCONTRADO_MORTO: {
    id: 420,
    ...ANIMAL_PAYLOAD,
    totalEncontradosMortos: 3,
    registadoANIMAS: true,
    ocorrenciaANIMAS: 777,
    cadaverDecomposicao: false,
    mortosMesmaEspecie: true,
    numeroMortosMesmaEspecie: 2,
    mortosOutraEspecie: false,
    dataMorte: '2026-03-07',
  },
  RECOLHIDO_VIVO: {
    id: 430,
    ...ANIMAL_PAYLOAD,
    exameClinico: 191,
    animaisComAlteracoes: false,
    alteracoes: [],
    destino: 181,
    total: 1,
    motivoRecolha: 'Ferido na estrada',
  },
};

describe('exam form values (001 §3.4, §5.4)', () => {
  it('domestic: a complete official record becomes a payload the submit schema accepts, every list kept', () => {
    const form = exameFormFromRecord(DOMESTICO);
    // The form keeps references with their names (a read-only form needs no lookups).
    expect(form).toMatchObject({
      id: 8,
      serie: 3,
      exploracao: { marca: 'AB12C', nome: 'Herdade do Monte' },
      medicoVeterinario: { id: 7, nome: 'Rui Veterinário' },
      motivosExames: [{ id: 2, nome: 'Suspeita de doença' }, { id: 3 }],
      situacaoAnimal: null,
    });
    // A stored row's attachment opens as REMOTE, its own link known to the row.
    expect(form.declaracoesAnimais[0]?.documentosAnexos).toMatchObject([
      { id: 900, nome: 'foto.jpg', status: 'REMOTE' },
    ]);
    const result = check('submit', form);
    expect(result.error?.issues).toBeUndefined();
    expect(result.data).toMatchObject({
      id: 8,
      serie: 3,
      tipoAnimal: 'DOMESTICO',
      exploracao: 'AB12C',
      medicoVeterinario: 7,
      contingencia: 'Plano de contingência regional',
      motivosExames: [2, 3],
      notificacoesSuspeitasDoencas: [51],
      data: '2026-03-10',
      dataInicioSinaisClinicos: '2026-03-01',
      exameOficial: true,
      registosRastreabilidade: 'CONFORME',
      observacoesRastreabilidade: 'Guias em ordem',
      registosSaude: 'NAO_CONFORME',
      desconformidadesRegistoSaude: [31],
      desconformidades: [21, 22],
      outrasDesconformidades: 'Cercas danificadas',
      registosValoresProdutivos: 'DESVIOS',
      valoresProdutivos: 'Quebra de 20% na produção de leite',
      observacoesDesconformidades: 'A rever na próxima visita',
      declaracoesAnimais: [
        {
          id: 200,
          subCategoriaAnimal: 1,
          animaisPresentes: 40,
          animaisMorreram: 3,
          nadosMortos: null,
          animaisNecropsiados: 1,
          animaisCadaveres: 2,
          observacoes: 'Estábulo norte',
        },
      ],
      observacoesClinicasIndividuais: [
        {
          id: 300,
          subCategoriaAnimal: 1,
          identificacao: 'PT-123',
          febre: true,
          sinaisClinicos: [101],
          necropsiado: true,
          lesoes: [111],
          outrasLesoes: 'Baço aumentado',
        },
      ],
      observacoesClinicasGrupo: [
        {
          id: 301,
          subCategoriaAnimal: 2,
          animais: 5,
          febre: false,
          sinaisClinicos: [102],
          sinaisAtipicos: 'Apatia',
          necropsiado: true,
          animaisNecropsiados: 1,
          observacoes: 'Lote 2',
        },
      ],
      // The wild variant's fields are cleared.
      situacaoAnimal: null,
      programa: null,
      dsavr: null,
      responsavelColheita: null,
      localizacao: null,
      animaisCacados: [],
      observacoesAnimais: [],
    });
    // An individual row carries no group counts, a group row no identification.
    expect(result.data?.observacoesClinicasIndividuais[0]).not.toHaveProperty('animais');
    expect(result.data?.observacoesClinicasGrupo[0]).not.toHaveProperty('identificacao');
  });

  it('domestic: the payload rows carry no screen keys and no attachments (they are sent after the save)', () => {
    const draft = exameDraft(exameFormFromRecord(DOMESTICO));
    for (const row of [
      ...draft.declaracoesAnimais,
      ...draft.observacoesClinicasIndividuais,
      ...draft.observacoesClinicasGrupo,
    ]) {
      expect(row).not.toHaveProperty('key');
      expect(row).not.toHaveProperty('documentosAnexos');
    }
    expect(draft.declaracoesAnimais).toHaveLength(1);
  });

  it.each(SITUACOES_ANIMAL)(
    'wild %s: its own table and the observations round-trip; the domestic fields are cleared',
    (situacao) => {
      const form = exameFormFromRecord(SELVAGEM[situacao]);
      expect(form.situacaoAnimal).toBe(situacao);
      const result = check('submit', form);
      expect(result.error?.issues).toBeUndefined();
      const own = TABELA_DA_SITUACAO[situacao];
      expect(result.data).toMatchObject({
        tipoAnimal: 'SELVAGEM',
        situacaoAnimal: situacao,
        programa: 121,
        dataObservacao: '2026-03-09',
        dsavr: 5,
        responsavelColheita: 7,
        localizacao: { latitude: 39.5, longitude: -8.1 },
        [own]: [OWN_ROW[situacao]],
        observacoesAnimais: [
          {
            id: 440,
            ...ANIMAL_PAYLOAD,
            tipoObservacao: 'GRUPO',
            numeroAnimais: 3,
            animaisComAlteracoes: false,
            destinoSubprodutos: 'OUTRO',
            detalheDestinoSubprodutos: 'Incineração',
          },
        ],
        exploracao: null,
        medicoVeterinario: null,
        exameOficial: false,
        declaracoesAnimais: [],
        observacoesClinicasIndividuais: [],
        observacoesClinicasGrupo: [],
      });
      // The hunting zone and process go with a hunted animal only.
      expect(result.data).toMatchObject(
        situacao === 'CACADO' ? { zonaCaca: 61, processoCaca: 151 } : { zonaCaca: null, processoCaca: null },
      );
      // The other situations' tables are empty.
      for (const table of Object.values(TABELA_DA_SITUACAO))
        if (table !== own) expect(result.data?.[table]).toEqual([]);
    },
  );

  it('a hunted row goes with the total the schema computes, whatever the record said', () => {
    const record = makeExameSelvagem({ animaisCacados: [{ ...ANIMAL_CACADO, total: 99 }] });
    const result = check('save', exameFormFromRecord(record));
    expect(result.data?.animaisCacados).toMatchObject([{ total: 4 }]);
  });

  it('what the reasons do not show is cleared: no diseases, no contingency', () => {
    const form = exameFormFromRecord({ ...DOMESTICO, motivosExames: [VIGILANCIA] });
    const result = check('save', form);
    expect(result.error?.issues).toBeUndefined();
    expect(result.data).toMatchObject({ notificacoesSuspeitasDoencas: [], contingencia: null });
  });

  it('the official sections are cleared on an exam not official, and on one without an id', () => {
    const naoOficial = check('save', exameFormFromRecord({ ...DOMESTICO, exameOficial: false }));
    expect(naoOficial.data).toMatchObject({
      registosSaude: null,
      desconformidades: [],
      valoresProdutivos: null,
    });
    const novo = check('save', { ...exameFormFromRecord(DOMESTICO), id: null });
    expect(novo.error?.issues).toBeUndefined();
    expect(novo.data).toMatchObject({ registosRastreabilidade: null, desconformidadesRegistoSaude: [] });
  });

  it('a saved official exam without its records is refused (001 §5.4)', () => {
    const form = exameFormFromRecord({ ...DOMESTICO, registosSaude: null, registosRastreabilidade: null });
    const result = check('save', form);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'registosRastreabilidade',
      'registosSaude',
    ]);
  });

  /** Who is a record's vet when they create it (001 §6: the vets and ROLE_SIGSA auto-assign the vet). */
  const VET_ROLES: readonly Role[] = ['ROLE_MV', 'ROLE_MV_MUNICIPAL', 'ROLE_SIGSA'];

  it.each(ROLES)('emptyExameForm as %s: the vet set only for a role that may be a vet', (role) => {
    const user = { id: 7, nome: 'Rui Veterinário' };
    // As the screen decides it.
    const veterinario = MEDICO_VETERINARIO_ROLES.includes(role);
    const form = emptyExameForm(user, { veterinario });
    expect(form.medicoVeterinario).toEqual(VET_ROLES.includes(role) ? user : null);
    // Whoever creates it is the wild exam's collection responsible (001 §6).
    expect(form.responsavelColheita).toEqual(user);
    expect(form).toMatchObject({ id: null, tipoAnimal: null, exameOficial: false, motivosExames: [] });
  });

  it('an empty form fails to save without the animal type only', () => {
    const result = check('save', emptyExameForm({ id: 7, nome: 'Rui' }, { veterinario: true }));
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['tipoAnimal']);
  });

  it('motivoFlags: the flags of a chosen reason, undefined for one not chosen', () => {
    const flags = motivoFlags(exameFormFromRecord({ ...DOMESTICO, motivosExames: MOTIVOS }));
    expect(flags(1)).toEqual({ mostrarDoencas: false, mostrarContingencia: false });
    expect(flags(2)).toEqual({ mostrarDoencas: true, mostrarContingencia: false });
    expect(flags(3)).toEqual({ mostrarDoencas: false, mostrarContingencia: true });
    expect(flags(99)).toBeUndefined();
    // Flags the server leaves null count as false.
    const nulls = motivoFlags(
      exameFormFromRecord({
        ...DOMESTICO,
        motivosExames: [{ id: 4, nome: 'Outro', mostrarDoencas: null, mostrarContingencia: null }],
      }),
    );
    expect(nulls(4)).toEqual({ mostrarDoencas: false, mostrarContingencia: false });
  });
});
