import {
  animalAbatidoSchema,
  animalCacadoSchema,
  animalEncontradoMortoSchema,
  animalRecolhidoVivoSchema,
} from '@sigsa/domain/records/exame-clinico-necropsia/exame.rows';
import { describe, expect, it } from 'vitest';
import {
  animalAbatidoDraft,
  animalAbatidoRow,
  animalCacadoCounts,
  animalCacadoDraft,
  animalCacadoRow,
  animalEncontradoMortoDraft,
  animalEncontradoMortoRow,
  animalRecolhidoVivoDraft,
  animalRecolhidoVivoRow,
  emptyAnimalAbatido,
  emptyAnimalCacado,
  emptyAnimalEncontradoMorto,
  emptyAnimalRecolhidoVivo,
  type AnimalAbatido,
  type AnimalCacado,
  type AnimalEncontradoMorto,
  type AnimalRecolhidoVivo,
} from './exame-selvagem-rows.ts';

// The wild rows as the server answers them (001 §3.4; exame.resource.ts `wildTableJson`): custom types as
// `{ id, codigo, nome }`, the slaughtered destination by its code.

const ref = (id: number, codigo: string, nome: string) => ({ id, codigo, nome });
const ANIMAL = {
  sequencia: 1,
  especie: ref(30, 'JAVALI', 'Javali'),
  sexo: ref(41, 'M', 'Macho'),
  classeEtaria: ref(51, 'ADULTO', 'Adulto'),
};
const STORED = [{ id: 9, nome: 'foto.jpg', href: '/api/documentos/9' }];

const CACADO: AnimalCacado = {
  id: 101,
  ...ANIMAL,
  comercio: 3,
  autoconsumo: null,
  rejeitados: 2,
  semCaracteristicasAnormais: 1,
  total: 99, // as stored: the screen computes its own
  documentosAnexos: STORED,
};

const ABATIDO: AnimalAbatido = {
  id: 102,
  ...ANIMAL,
  animaisComAlteracoes: true,
  alteracoes: [ref(60, 'L1', 'Abcesso'), ref(61, 'L2', 'Quisto')],
  outrasAlteracoes: 'Pelagem baça',
  metodoAbate: null,
  motivoAbate: ref(70, 'SANITARIO', 'Sanitário'),
  total: 4,
  destinoSubprodutos: ref(80, 'ENTERRAMENTO', 'Enterramento'),
  detalheDestinoSubprodutos: null,
  localizacaoEnterramento: { latitude: 38.5, longitude: -7.9 },
};

const ENCONTRADO: AnimalEncontradoMorto = {
  id: 103,
  ...ANIMAL,
  totalEncontradosMortos: 2,
  registadoANIMAS: true,
  ocorrenciaANIMAS: 1234,
  cadaverDecomposicao: false,
  mortosMesmaEspecie: false,
  numeroMortosMesmaEspecie: null,
  mortosOutraEspecie: null,
  dataMorte: '2025-01-15',
};

const RECOLHIDO: AnimalRecolhidoVivo = {
  id: 104,
  ...ANIMAL,
  exameClinico: ref(90, 'NORMAL', 'Normal'),
  animaisComAlteracoes: false,
  alteracoes: [],
  outrasAlteracoes: null,
  destino: ref(95, 'CENTRO', 'Centro de recuperação'),
  total: 1,
  motivoRecolha: 'Ferido na estrada',
};

const IDS = { especie: 30, sexo: 41, classeEtaria: 51 };

describe('wild exam rows (001 §3.4, §5.4)', () => {
  it('a hunted row: blanks on screen, the total computed (comercio + autoconsumo + rejeitados), never the stored one', () => {
    const row = animalCacadoRow(CACADO);
    expect(row).toMatchObject({ key: 'id-101', id: 101, comercio: 3, autoconsumo: '', rejeitados: 2 });
    expect(row.documentosAnexos).toMatchObject([{ status: 'REMOTE', href: '/api/documentos/9' }]);
    expect(row).not.toHaveProperty('total');
    expect(animalCacadoCounts(row)).toEqual({
      comercio: 3,
      autoconsumo: null,
      rejeitados: 2,
      semCaracteristicasAnormais: 1,
      total: 5,
    });
    expect(animalCacadoCounts(emptyAnimalCacado()).total).toBe(0);

    const draft = animalCacadoDraft(row);
    expect(draft).toEqual({
      id: 101,
      ...IDS,
      comercio: 3,
      autoconsumo: null,
      rejeitados: 2,
      semCaracteristicasAnormais: 1,
    });
    expect(animalCacadoSchema.parse(draft)).toEqual({ ...draft, total: 5 });
  });

  it('a slaughtered row: the references by id, the destination by its code, the burial point kept', () => {
    const draft = animalAbatidoDraft(animalAbatidoRow(ABATIDO, []));
    expect(draft).toEqual({
      id: 102,
      ...IDS,
      animaisComAlteracoes: true,
      alteracoes: [60, 61],
      outrasAlteracoes: 'Pelagem baça',
      metodoAbate: null,
      motivoAbate: 70,
      total: 4,
      destinoSubprodutos: 'ENTERRAMENTO',
      detalheDestinoSubprodutos: '',
      localizacaoEnterramento: { latitude: 38.5, longitude: -7.9 },
    });
    expect(animalAbatidoSchema.parse(draft)).toMatchObject({
      alteracoes: [60, 61],
      detalheDestinoSubprodutos: null,
      localizacaoEnterramento: { latitude: 38.5, longitude: -7.9 },
    });
  });

  it('a found-dead row: the conditional counts blank on screen, null in the payload', () => {
    const row = animalEncontradoMortoRow(ENCONTRADO);
    expect(row).toMatchObject({
      ocorrenciaANIMAS: 1234,
      numeroMortosMesmaEspecie: '',
      dataMorte: '2025-01-15',
    });
    const draft = animalEncontradoMortoDraft(row);
    expect(draft).toEqual({
      id: 103,
      ...IDS,
      totalEncontradosMortos: 2,
      registadoANIMAS: true,
      ocorrenciaANIMAS: 1234,
      cadaverDecomposicao: false,
      mortosMesmaEspecie: false,
      numeroMortosMesmaEspecie: null,
      mortosOutraEspecie: null,
      dataMorte: '2025-01-15',
    });
    expect(animalEncontradoMortoSchema().parse(draft)).toEqual(draft);
  });

  it('a collected-alive row: every reference by id', () => {
    const draft = animalRecolhidoVivoDraft(animalRecolhidoVivoRow(RECOLHIDO));
    expect(draft).toEqual({
      id: 104,
      ...IDS,
      exameClinico: 90,
      animaisComAlteracoes: false,
      alteracoes: [],
      outrasAlteracoes: '',
      destino: 95,
      total: 1,
      motivoRecolha: 'Ferido na estrada',
    });
    expect(animalRecolhidoVivoSchema.parse(draft)).toMatchObject({ ...draft, outrasAlteracoes: null });
  });

  it('empty rows: new keys, no id, nothing answered, refused by their schemas', () => {
    const cacado = emptyAnimalCacado();
    const abatido = emptyAnimalAbatido();
    const encontrado = emptyAnimalEncontradoMorto();
    const recolhido = emptyAnimalRecolhidoVivo();
    const rows = [cacado, abatido, encontrado, recolhido];
    for (const row of rows)
      expect(row).toMatchObject({
        id: null,
        documentosAnexos: [],
        especie: null,
        sexo: null,
        classeEtaria: null,
      });
    expect(new Set(rows.map((row) => row.key)).size).toBe(4);
    expect(animalCacadoSchema.safeParse(animalCacadoDraft(cacado)).success).toBe(false);
    expect(animalAbatidoSchema.safeParse(animalAbatidoDraft(abatido)).success).toBe(false);
    expect(animalEncontradoMortoSchema().safeParse(animalEncontradoMortoDraft(encontrado)).success).toBe(
      false,
    );
    expect(animalRecolhidoVivoSchema.safeParse(animalRecolhidoVivoDraft(recolhido)).success).toBe(false);
  });
});
