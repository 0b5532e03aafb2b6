import type { Tx } from '../db/client.ts';
import {
  doencas,
  ensaiosLaboratoriais,
  ensaiosLaboratoriaisDoencasRelacionadas,
  ensaiosLaboratoriaisMatrizes,
  inseticidas,
  laboratorios,
  listaValores,
  matrizesAmostras,
  tiposArmadilha,
  tiposControlo,
  tiposMotivosDevolucao,
  tiposResultados,
} from '../db/schema/reference.ts';
import { extraFields, readJsonDataset, ReferenceDataError } from './dataset-file.reader.ts';
import {
  armadilhaShape,
  checkUnique,
  ensaioShape,
  inseticidaShape,
  LAB_FILE,
  labFile,
  laboratorioShape,
  matrizShape,
  motivoShape,
  tipoControloShape,
  tipoResultadoShape,
  type LabFile,
} from './lab.schema.ts';
import type { DatasetResult, FamilyPlan } from './seed-report.types.ts';
import { codeResolver, idOf, idsByCode, resolved, upsertRows } from './upsert.util.ts';

const FILE = LAB_FILE;

/** The datasets of lab.json, in the order they are written. */
export const LAB_DATASETS = [
  'matrizes_amostras',
  'tipos_resultados',
  'lista_valores',
  'ensaios_laboratoriais',
  'ensaios_laboratoriais_matrizes',
  'ensaios_laboratoriais_doencas_relacionadas',
  'tipos_controlo',
  'laboratorios',
  'tipos_motivos_devolucao',
  'tipos_armadilha',
  'inseticidas',
] as const;

function dataset(
  name: (typeof LAB_DATASETS)[number],
  rows: number,
  counts: { inserted: number; updated: number },
): DatasetResult {
  return { dataset: name, file: FILE, rows, ...counts };
}

async function writeResultTypes(tx: Tx, lab: LabFile): Promise<DatasetResult[]> {
  const rows = lab.tiposResultados.map((t) => ({
    codigo: t.codigo,
    nome: t.nome,
    tipoValor: t.tipo,
    unidade: t.unidade ?? null,
    permiteNaoAnalisavel: t.permiteNaoAnalisavel,
    ordem: t.ordem,
    assumed: t.assumed ?? false,
    extra: extraFields(t, tipoResultadoShape),
  }));
  const counts = await upsertRows(
    tx,
    tiposResultados,
    rows,
    [tiposResultados.codigo],
    ['nome', 'tipoValor', 'unidade', 'permiteNaoAnalisavel', 'ordem', 'extra'],
  );
  const ids = await idsByCode(tx, tiposResultados);
  const values = lab.tiposResultados.flatMap((t) =>
    t.valores.map((nome, i) => ({
      tipoResultadoId: idOf(ids, t.codigo, 'tipo de resultado'),
      nome,
      ordem: i + 1,
    })),
  );
  const valueCounts = await upsertRows(
    tx,
    listaValores,
    values,
    [listaValores.tipoResultadoId, listaValores.nome],
    ['ordem'],
  );
  return [
    dataset('tipos_resultados', rows.length, counts),
    dataset('lista_valores', values.length, valueCounts),
  ];
}

async function writeAssays(tx: Tx, lab: LabFile): Promise<DatasetResult[]> {
  const doenca = codeResolver(FILE, 'doença', await idsByCode(tx, doencas));
  const matrizIds = await idsByCode(tx, matrizesAmostras);
  const tipoIds = await idsByCode(tx, tiposResultados);
  // Matrices and result types come from this same file, so an unknown code is always an error.
  const sameFile = (ids: Map<string, number>, what: string) => (c: string, context: string) => {
    const id = ids.get(c);
    if (id === undefined) throw new ReferenceDataError(FILE, `${context}: ${what} "${c}" desconhecido`);
    return id;
  };
  const matriz = sameFile(matrizIds, 'matriz');
  const tipoResultado = sameFile(tipoIds, 'tipo de resultado');

  const rows = lab.ensaiosLaboratoriais.map((e) => {
    const context = `ensaio ${e.codigo}`;
    return {
      codigo: e.codigo,
      nome: e.nome,
      tecnica: e.tecnica ?? null,
      doencaId: e.doenca === null ? null : doenca(e.doenca, context),
      tipoResultadoId: tipoResultado(e.tipoResultado, context),
      resultadoNumericoAdicionalId: e.resultadoNumericoAdicional
        ? tipoResultado(e.resultadoNumericoAdicional, context)
        : null,
      requerTipificacao: e.requerTipificacao,
      tipificacao: e.tipificacao ?? null,
      entomologico: e.entomologico,
      generico: e.generico,
      ordem: e.ordem,
      assumed: e.assumed ?? false,
      extra: extraFields(e, ensaioShape),
    };
  });
  const counts = await upsertRows(
    tx,
    ensaiosLaboratoriais,
    rows,
    [ensaiosLaboratoriais.codigo],
    [
      'nome',
      'tecnica',
      'doencaId',
      'tipoResultadoId',
      'resultadoNumericoAdicionalId',
      'requerTipificacao',
      'tipificacao',
      'entomologico',
      'generico',
      'ordem',
      'extra',
    ],
  );
  const ensaioIds = await idsByCode(tx, ensaiosLaboratoriais);
  const ensaioId = (c: string) => idOf(ensaioIds, c, 'ensaio');
  const matrixLinks = lab.ensaiosLaboratoriais.flatMap((e) =>
    e.matrizes.map((m) => ({ ensaioId: ensaioId(e.codigo), matrizId: matriz(m, `ensaio ${e.codigo}`) })),
  );
  const matrixCounts = await upsertRows(
    tx,
    ensaiosLaboratoriaisMatrizes,
    matrixLinks,
    [ensaiosLaboratoriaisMatrizes.ensaioId, ensaiosLaboratoriaisMatrizes.matrizId],
    [],
  );
  const diseaseLinks = lab.ensaiosLaboratoriais.flatMap((e) =>
    e.doencasRelacionadas.map((d) => {
      const doencaId = doenca(d, `ensaio ${e.codigo}`);
      return doencaId === null ? null : { ensaioId: ensaioId(e.codigo), doencaId };
    }),
  );
  const diseaseCounts = await upsertRows(
    tx,
    ensaiosLaboratoriaisDoencasRelacionadas,
    resolved(diseaseLinks),
    [ensaiosLaboratoriaisDoencasRelacionadas.ensaioId, ensaiosLaboratoriaisDoencasRelacionadas.doencaId],
    [],
  );
  return [
    dataset('ensaios_laboratoriais', rows.length, counts),
    dataset('ensaios_laboratoriais_matrizes', matrixLinks.length, matrixCounts),
    dataset('ensaios_laboratoriais_doencas_relacionadas', diseaseLinks.length, diseaseCounts),
  ];
}

async function writeLists(tx: Tx, lab: LabFile): Promise<DatasetResult[]> {
  const controlo = lab.tiposControlo.map((t) => ({
    codigo: t.codigo,
    nome: t.nome,
    entomologico: t.entomologico,
    ordem: t.ordem,
    assumed: t.assumed ?? false,
    extra: extraFields(t, tipoControloShape),
  }));
  const labs = lab.laboratorios.map((l) => ({
    codigo: l.codigo,
    nome: l.nome,
    descricao: l.descricao ?? null,
    localidade: l.localidade ?? null,
    regiao: l.regiao ?? null,
    oficial: l.oficial,
    referenciaNacional: l.referenciaNacional,
    tipo: l.tipo ?? null,
    ordem: l.ordem,
    assumed: l.assumed ?? false,
    extra: extraFields(l, laboratorioShape),
  }));
  const motivos = lab.tiposMotivosDevolucao.map((m) => ({
    tipo: m.tipo,
    codigo: m.codigo,
    nome: m.nome,
    requerObservacao: m.requerObservacao,
    ordem: m.ordem,
    assumed: m.assumed ?? false,
    extra: extraFields(m, motivoShape),
  }));
  const armadilhas = lab.tiposArmadilha.map((a) => ({
    codigo: a.codigo,
    nome: a.nome,
    alvo: a.alvo,
    luz: a.luz ?? null,
    atrativo: a.atrativo ?? null,
    ordem: a.ordem,
    assumed: a.assumed ?? false,
    extra: extraFields(a, armadilhaShape),
  }));
  const insect = lab.inseticidas.map((i) => ({
    codigo: i.codigo,
    nome: i.nome,
    classe: i.classe ?? null,
    aplicacao: i.aplicacao,
    requerObservacao: i.requerObservacao,
    ordem: i.ordem,
    assumed: i.assumed ?? false,
    extra: extraFields(i, inseticidaShape),
  }));
  return [
    dataset(
      'tipos_controlo',
      controlo.length,
      await upsertRows(
        tx,
        tiposControlo,
        controlo,
        [tiposControlo.codigo],
        ['nome', 'entomologico', 'ordem', 'extra'],
      ),
    ),
    dataset(
      'laboratorios',
      labs.length,
      await upsertRows(
        tx,
        laboratorios,
        labs,
        [laboratorios.codigo],
        [
          'nome',
          'descricao',
          'localidade',
          'regiao',
          'oficial',
          'referenciaNacional',
          'tipo',
          'ordem',
          'extra',
        ],
      ),
    ),
    dataset(
      'tipos_motivos_devolucao',
      motivos.length,
      await upsertRows(
        tx,
        tiposMotivosDevolucao,
        motivos,
        [tiposMotivosDevolucao.tipo, tiposMotivosDevolucao.codigo],
        ['nome', 'requerObservacao', 'ordem', 'extra'],
      ),
    ),
    dataset(
      'tipos_armadilha',
      armadilhas.length,
      await upsertRows(
        tx,
        tiposArmadilha,
        armadilhas,
        [tiposArmadilha.codigo],
        ['nome', 'alvo', 'luz', 'atrativo', 'ordem', 'extra'],
      ),
    ),
    dataset(
      'inseticidas',
      insect.length,
      await upsertRows(
        tx,
        inseticidas,
        insect,
        [inseticidas.codigo],
        ['nome', 'classe', 'aplicacao', 'requerObservacao', 'ordem', 'extra'],
      ),
    ),
  ];
}

/** Reads the laboratory references of `dataDir/reference/lab.json` (matrices, assays, result types, labs, …). */
export async function planLab(dataDir: string): Promise<FamilyPlan> {
  const read = await readJsonDataset(dataDir, FILE, labFile);
  if (!read) return { family: 'lab', skipped: [...LAB_DATASETS], missingFiles: [FILE], write: null };
  const lab = read.data;
  checkUnique(lab);

  const write = async (tx: Tx): Promise<DatasetResult[]> => {
    const matrizes = lab.matrizesAmostras.map((m) => ({
      codigo: m.codigo,
      nome: m.nome,
      tipo: m.tipo ?? null,
      conservacaoRecomendada: m.conservacaoRecomendada,
      entomologica: m.entomologica,
      provaInVivo: m.provaInVivo,
      ordem: m.ordem,
      assumed: m.assumed ?? false,
      extra: extraFields(m, matrizShape),
    }));
    const matrizCounts = await upsertRows(
      tx,
      matrizesAmostras,
      matrizes,
      [matrizesAmostras.codigo],
      ['nome', 'tipo', 'conservacaoRecomendada', 'entomologica', 'provaInVivo', 'ordem', 'extra'],
    );
    return [
      dataset('matrizes_amostras', matrizes.length, matrizCounts),
      ...(await writeResultTypes(tx, lab)),
      ...(await writeAssays(tx, lab)),
      ...(await writeLists(tx, lab)),
    ];
  };
  return { family: 'lab', skipped: [], missingFiles: [], write };
}
