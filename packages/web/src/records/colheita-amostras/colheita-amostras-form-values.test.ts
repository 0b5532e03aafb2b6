import { colheitaAmostrasSchema } from '@sigsa/domain/records/colheita-amostras/colheita-amostras.schema';
import { guardarResultadosSchema } from '@sigsa/domain/records/resultados.schema';
import { describe, expect, it } from 'vitest';
import { analisesDraft } from '../../components/colheitas/colheita-rows.ts';
import { colheitaDomestica, ensaioRef } from '../../test/colheita-records.ts';
import type { ColheitaAmostras } from './colheita-amostras-api.ts';
import {
  colheitaAmostrasDraft,
  colheitaAmostrasFormFromRecord,
  emptyColheitaAmostrasForm,
} from './colheita-amostras-form-values.ts';
import { colheitaDoExame } from './colheita-do-exame.ts';

const ensaio = (id: number, nome: string) =>
  ensaioRef({
    id,
    codigo: `E${id}`,
    nome,
    requerTipificacao: id === 12,
    tiposResultados: {
      id: 3,
      codigo: 'POS_NEG',
      nome: 'Positivo/Negativo',
      tipoValor: 'LISTA',
      unidade: null,
    },
  });

const record: ColheitaAmostras = colheitaDomestica({
  estado: 'EM_ANALISE',
  permissoes: {},
  data: '2026-11-20',
  exameClinicoNecropsia: { id: 30, numeroSerie: 'ECN/000030' },
  ensaios: [
    {
      id: 51,
      doenca: { id: 1, codigo: 'BRUC', nome: 'Brucelose' },
      ensaioLaboratorial: ensaio(11, 'Rosa de Bengala'),
    },
  ],
  amostras: [
    {
      id: 61,
      sequencia: 'G-0001',
      tipoAmostra: 'GRUPO',
      identificacaoAnimal: null,
      quantidadeAnimais: 5,
      quantidade: null,
      matriz: { id: 5, codigo: 'SORO', nome: 'Soro' },
      ensaios: [11],
      subCategoriaAnimal: { id: 8, codigo: 'VACAS', nome: 'Vacas' },
    },
    {
      id: 62,
      sequencia: 'I-0001',
      tipoAmostra: 'INDIVIDUAL',
      identificacaoAnimal: 'PT 1',
      quantidadeAnimais: null,
      quantidade: 2,
      matriz: { id: 5, codigo: 'SORO', nome: 'Soro' },
      ensaios: [11],
      subCategoriaAnimal: { id: 8, codigo: 'VACAS', nome: 'Vacas' },
    },
  ],
  resultados: [
    {
      id: 71,
      amostra: { id: 62, sequencia: 'I-0001' },
      ensaio: ensaio(11, 'Rosa de Bengala'),
      tipoResultado: {
        id: 3,
        codigo: 'POS_NEG',
        nome: 'Positivo/Negativo',
        tipoValor: 'LISTA',
        unidade: null,
      },
      valor: null,
      listaValores: { id: 91, nome: 'Negativo' },
      observacoesResultado: null,
      ensaioTipificacao: null,
      resultadoTipificacao: null,
    },
  ],
});

describe('the domestic collection form (001 §3.2, §7)', () => {
  it('a record fills the form: samples by kind, assays named after the lines', () => {
    const values = colheitaAmostrasFormFromRecord(record);
    expect(values.amostrasIndividuais.map((a) => [a.sequencia, a.ensaios])).toEqual([
      ['I-0001', [{ id: 11, nome: 'Rosa de Bengala' }]],
    ]);
    expect(values.amostrasGrupo.map((a) => [a.sequencia, a.quantidadeAnimais])).toEqual([['G-0001', 5]]);
    expect(values.laboratorioDiagnostico?.codigo).toBe('INIAV');
  });

  it('the requester’s payload passes the domain schema: brand, code, ids, one species', () => {
    const draft = colheitaAmostrasDraft(colheitaAmostrasFormFromRecord(record));
    expect(draft).toMatchObject({
      exploracao: 'PTAB12',
      especies: [2],
      laboratorioDiagnostico: 'INIAV',
      exameClinicoNecropsia: 30,
      ensaios: [{ id: 51, doenca: 1, ensaioLaboratorial: 11 }],
    });
    expect(draft.amostras.map((a) => [a.id, a.tipoAmostra])).toEqual([
      [62, 'INDIVIDUAL'],
      [61, 'GRUPO'],
    ]);
    expect(colheitaAmostrasSchema(() => ({ year: 2026, month: 11, day: 25 })).safeParse(draft).success).toBe(
      true,
    );
  });

  it("the requester's payload leaves out the laboratory's internal code (001 §6 REGISTAR_ANALISES)", () => {
    const values = colheitaAmostrasFormFromRecord({ ...record, codigoInternoLaboratorio: 'INIAV-1' });
    expect(values.codigoInternoLaboratorio).toBe('INIAV-1');
    expect(colheitaAmostrasDraft(values)).not.toHaveProperty('codigoInternoLaboratorio');
  });

  it('the laboratory’s payload carries the internal code and each result by its pair', () => {
    const values = { ...colheitaAmostrasFormFromRecord(record), codigoInternoLaboratorio: ' L-1 ' };
    const draft = analisesDraft(values);
    expect(draft).toEqual({
      id: 7,
      codigoInternoLaboratorio: 'L-1',
      resultados: [
        {
          id: 71,
          amostra: 62,
          ensaio: 11,
          tipoResultado: 3,
          valor: null,
          listaValores: 91,
          medicoes: [],
          naoAnalisavel: false,
          observacoesResultado: null,
          ensaioTipificacao: null,
          resultadoTipificacao: null,
        },
      ],
    });
    expect(guardarResultadosSchema(true).safeParse(draft).success).toBe(true);
  });

  it('a result "não analisável" sends no value; a composite one its measurements up to the last typed', () => {
    const values = colheitaAmostrasFormFromRecord(record);
    const [resultado] = values.resultados;
    if (!resultado) throw new Error('sem resultado');
    const idt = {
      ...resultado,
      tipoResultado: { ...resultado.tipoResultado, camposNumericos: [{ nome: 'Dia 0' }, { nome: '72 h' }] },
    };
    expect(
      analisesDraft({ ...values, resultados: [{ ...idt, medicoes: [' 4,5 ', ''] }] }).resultados[0],
    ).toMatchObject({
      listaValores: 91,
      medicoes: ['4,5'],
      naoAnalisavel: false,
    });
    expect(
      analisesDraft({ ...values, resultados: [{ ...idt, medicoes: ['4', '5'], naoAnalisavel: true }] })
        .resultados[0],
    ).toMatchObject({ valor: null, listaValores: null, medicoes: [], naoAnalisavel: true });
  });

  it('a collection started from an exam takes its holding, vet, date and number', () => {
    const empty = emptyColheitaAmostrasForm(null);
    const preset = colheitaDoExame(empty, {
      id: 30,
      version: 0,
      permissoes: {},
      numeroSerie: 'ECN/000030',
      tipoAnimal: 'DOMESTICO',
      exploracao: record.exploracao,
      medicoVeterinario: record.responsavelColheita,
      data: '2026-11-19',
    });
    expect(preset).toMatchObject({
      exploracao: { marca: 'PTAB12' },
      responsavelColheita: { id: 9 },
      exameClinicoNecropsia: { id: 30, numeroSerie: 'ECN/000030' },
      data: '2026-11-19',
    });
  });

  it('a flock goes with a bird species only (001 §2.2)', () => {
    const values = colheitaAmostrasFormFromRecord(record);
    const bando = { id: 5, codigo: 'PTB000011', nome: 'Pavilhão de postura' };
    const galinha = { id: 9, nome: 'Galinha', grupo: 'Aves de capoeira' };
    expect(colheitaAmostrasDraft({ ...values, especies: galinha, bando }).bando).toBe(5);
    expect(
      colheitaAmostrasDraft({ ...values, especies: { id: 2, nome: 'Bovino', grupo: 'Bovinos' }, bando })
        .bando,
    ).toBeNull();
  });
});
