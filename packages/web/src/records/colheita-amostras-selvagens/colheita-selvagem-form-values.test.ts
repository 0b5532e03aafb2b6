import { colheitaSelvagemSchema } from '@sigsa/domain/records/colheita-amostras-selvagens/colheita-selvagem.schema';
import { NIF_INVALID_MESSAGE, REQUIRED_MESSAGE } from '@sigsa/domain/validation/messages';
import { describe, expect, it } from 'vitest';
import { colheitaSelvagem, ensaioRef } from '../../test/colheita-records.ts';
import type { CustomType } from '../../platform/record-api.ts';
import { colheitaDoExameSelvagem, type ExameSelvagemParaColheita } from './colheita-do-exame-selvagem.ts';
import type { ColheitaSelvagem } from './colheita-selvagem-api.ts';
import {
  colheitaSelvagemDraft,
  colheitaSelvagemFormFromRecord,
  emptyColheitaSelvagemForm,
} from './colheita-selvagem-form-values.ts';

const elisa = ensaioRef({ codigo: 'PSA_ELISA', nome: 'ELISA PSA' });

const CACADO = 40;
const today = () => ({ year: 2026, month: 12, day: 5 });
const schema = colheitaSelvagemSchema({ today, cacado: (situacao) => situacao === CACADO });

const record: ColheitaSelvagem = colheitaSelvagem({
  id: 7,
  version: 1,
  estado: 'DEVOLVIDO',
  numeroSerie: 'CAS/000007',
  permissoes: {},
  serie: { id: 4, nome: 'CAS' },
  data: '2026-11-20',
  situacao: { id: CACADO, nome: 'Caçado' },
  processoCaca: { id: 31, nome: 'Montaria' },
  zonaCaca: { id: 5, nome: 'ZCA Serra Alta' },
  exameClinicoNecropsia: { id: 30, numeroSerie: 'ECN/000030' },
  ensaios: [
    { id: 51, doenca: { id: 1, codigo: 'PSA', nome: 'Peste suína africana' }, ensaioLaboratorial: elisa },
  ],
});

describe('the wild collection form (001 §2.1, §3.1, §5.1)', () => {
  it('a loaded record makes the payload it came from: ids, the laboratory by its code, no invoice when empty', () => {
    const draft = colheitaSelvagemDraft(colheitaSelvagemFormFromRecord(record));
    const parsed = schema.parse(draft);
    expect(parsed).toMatchObject({
      id: 7,
      serie: 4,
      programa: 21,
      situacao: CACADO,
      especies: [2],
      processoCaca: 31,
      zonaCaca: 5,
      totalAmostras: 1,
      dsavr: 3,
      responsavelColheita: 9,
      tipoControlo: 6,
      laboratorioDiagnostico: 'INIAV',
      exameClinicoNecropsia: 30,
      localizacao: { latitude: 41.55, longitude: -8.42 },
      fatura: null,
      ensaios: [{ id: 51, doenca: 1, ensaioLaboratorial: 11 }],
    });
    expect(parsed.amostras[0]).toMatchObject({
      id: 61,
      sequencia: 'A-0001',
      especies: [2],
      sexo: 71,
      classeEtaria: 72,
      matriz: 5,
      ensaios: [11],
      metodoConservacao: 73,
      identificacaoAnimal: 'JAV-001',
    });
  });

  it("the requester's payload leaves out the laboratory's internal code (001 §6 REGISTAR_ANALISES)", () => {
    const values = colheitaSelvagemFormFromRecord({ ...record, codigoInternoLaboratorio: 'INIAV-1' });
    expect(values.codigoInternoLaboratorio).toBe('INIAV-1');
    expect(colheitaSelvagemDraft(values)).not.toHaveProperty('codigoInternoLaboratorio');
  });

  it('sends a filled invoice, its NIF checked', () => {
    const values = colheitaSelvagemFormFromRecord(record);
    values.fatura = { ...values.fatura, entidadade: ' Clube de Caça ', nifEntidade: '123456780' };
    const refused = schema.safeParse(colheitaSelvagemDraft(values));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      'fatura.nifEntidade',
      NIF_INVALID_MESSAGE,
    ]);
    values.fatura.nifEntidade = '500000000';
    expect(schema.parse(colheitaSelvagemDraft(values)).fatura).toEqual({
      id: null,
      numeroCompromisso: null,
      numeroCabimento: null,
      numeroContrato: null,
      entidadade: 'Clube de Caça',
      nifEntidade: '500000000',
    });
  });

  it("a hunted animal's collection needs its hunting process and zone; another's does not", () => {
    const values = { ...colheitaSelvagemFormFromRecord(record), processoCaca: null, zonaCaca: null };
    const refused = schema.safeParse(colheitaSelvagemDraft(values));
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['processoCaca', REQUIRED_MESSAGE],
      ['zonaCaca', REQUIRED_MESSAGE],
    ]);
    const encontrado = { ...values, situacao: { id: 41, nome: 'Encontrado morto' } };
    expect(schema.safeParse(colheitaSelvagemDraft(encontrado)).success).toBe(true);
  });

  it('a new one has the user as its responsible, and nothing else', () => {
    const empty = emptyColheitaSelvagemForm({ id: 9, nome: 'Carla Sousa' });
    expect(empty.responsavelColheita).toEqual({ id: 9, nome: 'Carla Sousa' });
    expect(colheitaSelvagemDraft(empty)).toMatchObject({ id: null, especies: [], amostras: [], ensaios: [] });
  });

  it("starts from a wild exam: its situation by code, programme, date, place, hunting fields and animals' species", () => {
    const situacoes: CustomType[] = [
      {
        id: 41,
        categoria: 'SITUACAO_ANIMAL',
        codigo: 'ENCONTRADO_MORTO',
        nome: 'Encontrado morto',
        ativo: true,
      },
      { id: CACADO, categoria: 'SITUACAO_ANIMAL', codigo: 'CACADO', nome: 'Caçado', ativo: true },
    ];
    const exame: ExameSelvagemParaColheita = {
      id: 30,
      version: 3,
      permissoes: {},
      numeroSerie: 'ECN/000030',
      situacaoAnimal: { codigo: 'CACADO' },
      programa: { id: 21, nome: 'PVPSA javalis' },
      dataObservacao: '2026-11-15',
      dsavr: { id: 3, nome: 'DSAVRN' },
      responsavelColheita: { id: 12, nome: 'Rui' },
      localizacao: { latitude: 41.72, longitude: -8.16 },
      processoCaca: { id: 31, nome: 'Montaria' },
      zonaCaca: { id: 5, nome: 'ZCA Serra Alta' },
      animaisCacados: [{ especie: { id: 2, nome: 'Javali' } }, { especie: { id: 2, nome: 'Javali' } }],
      animaisEncontradosMortos: [{ especie: { id: 8, nome: 'Veado' } }],
    };
    const preset = colheitaDoExameSelvagem(
      emptyColheitaSelvagemForm({ id: 9, nome: 'Carla' }),
      exame,
      situacoes,
    );
    expect(preset).toMatchObject({
      situacao: { id: CACADO, nome: 'Caçado' },
      programa: { id: 21 },
      data: '2026-11-15',
      dsavr: { id: 3 },
      responsavelColheita: { id: 12, nome: 'Rui' },
      localizacao: { latitude: 41.72, longitude: -8.16 },
      processoCaca: { id: 31 },
      zonaCaca: { id: 5 },
      especies: [
        { id: 2, nome: 'Javali' },
        { id: 8, nome: 'Veado' },
      ],
      exameClinicoNecropsia: { id: 30, numeroSerie: 'ECN/000030' },
    });
  });
});
