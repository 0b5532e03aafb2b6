import { z } from 'zod';
import { TIPOS_VALOR } from '@sigsa/domain/records/resultados.schema';
import { assertUniqueCodes } from './dataset-file.reader.ts';

/** Where lab.json lives, relative to the data directory. */
export const LAB_FILE = 'reference/lab.json';

const code = z.string().min(1);
const ordem = z.number().int().default(0);
const assumed = z.boolean().optional();

/** Fields of a sample matrix that have a column; the rest goes to `extra`. */
export const matrizShape = {
  codigo: code,
  nome: code,
  tipo: z.string().nullish(),
  conservacaoRecomendada: z.array(z.string()).default([]),
  entomologica: z.boolean().default(false),
  provaInVivo: z.boolean().default(false),
  ordem,
  assumed,
};

/** Fields of a result type that have a column (`valores` become lista_valores rows); the rest goes to `extra`. */
export const tipoResultadoShape = {
  codigo: code,
  nome: code,
  tipo: z.enum(TIPOS_VALOR),
  valores: z.array(z.string().min(1)).default([]),
  unidade: z.string().nullish(),
  permiteNaoAnalisavel: z.boolean().default(false),
  ordem,
  assumed,
};

/** Fields of an assay that have a column or become a foreign key; the rest goes to `extra`. */
export const ensaioShape = {
  codigo: code,
  nome: code,
  tecnica: z.string().nullish(),
  doenca: z.string().nullable(),
  matrizes: z.array(z.string()).min(1),
  tipoResultado: code,
  resultadoNumericoAdicional: z.string().nullish(),
  doencasRelacionadas: z.array(z.string()).default([]),
  requerTipificacao: z.boolean().default(false),
  tipificacao: z.string().nullish(),
  entomologico: z.boolean().default(false),
  generico: z.boolean().default(false),
  ordem,
  assumed,
};

/** Fields of a control type that have a column; the rest goes to `extra`. */
export const tipoControloShape = {
  codigo: code,
  nome: code,
  entomologico: z.boolean().default(false),
  ordem,
  assumed,
};

/** Fields of a laboratory that have a column; the rest goes to `extra`. */
export const laboratorioShape = {
  codigo: code,
  nome: code,
  descricao: z.string().nullish(),
  localidade: z.string().nullish(),
  regiao: z.string().nullish(),
  oficial: z.boolean().default(false),
  referenciaNacional: z.boolean().default(false),
  tipo: z.string().nullish(),
  ordem,
  assumed,
};

/** Fields of a return reason that have a column; the rest goes to `extra`. */
export const motivoShape = {
  tipo: code,
  codigo: code,
  nome: code,
  requerObservacao: z.boolean().default(false),
  ordem,
  assumed,
};

/** Fields of a trap type that have a column; the rest goes to `extra`. */
export const armadilhaShape = {
  codigo: code,
  nome: code,
  alvo: z.array(z.string()).default([]),
  luz: z.string().nullish(),
  atrativo: z.string().nullish(),
  ordem,
  assumed,
};

/** Fields of an insecticide that have a column; the rest goes to `extra`. */
export const inseticidaShape = {
  codigo: code,
  nome: code,
  classe: z.string().nullish(),
  aplicacao: z.array(z.string()).default([]),
  requerObservacao: z.boolean().default(false),
  ordem,
  assumed,
};

/** The shape of lab.json. */
export const labFile = z.looseObject({
  matrizesAmostras: z.array(z.looseObject(matrizShape)),
  tiposResultados: z.array(z.looseObject(tipoResultadoShape)),
  ensaiosLaboratoriais: z.array(z.looseObject(ensaioShape)),
  tiposControlo: z.array(z.looseObject(tipoControloShape)),
  laboratorios: z.array(z.looseObject(laboratorioShape)),
  tiposMotivosDevolucao: z.array(z.looseObject(motivoShape)),
  tiposArmadilha: z.array(z.looseObject(armadilhaShape)),
  inseticidas: z.array(z.looseObject(inseticidaShape)),
});

/** lab.json once validated. */
export type LabFile = z.output<typeof labFile>;

/** Throws when a list of lab.json repeats a code (or a value of a result type). */
export function checkUnique(lab: LabFile): void {
  const lists: [string, { codigo: string }[]][] = [
    ['matrizesAmostras', lab.matrizesAmostras],
    ['tiposResultados', lab.tiposResultados],
    ['ensaiosLaboratoriais', lab.ensaiosLaboratoriais],
    ['tiposControlo', lab.tiposControlo],
    ['laboratorios', lab.laboratorios],
    ['tiposArmadilha', lab.tiposArmadilha],
    ['inseticidas', lab.inseticidas],
  ];
  for (const [what, list] of lists)
    assertUniqueCodes(
      LAB_FILE,
      `códigos de ${what}`,
      list.map((e) => e.codigo),
    );
  assertUniqueCodes(
    LAB_FILE,
    'pares tipo/código de tiposMotivosDevolucao',
    lab.tiposMotivosDevolucao.map((m) => `${m.tipo}/${m.codigo}`),
  );
  for (const t of lab.tiposResultados)
    assertUniqueCodes(LAB_FILE, `valores do tipo de resultado ${t.codigo}`, t.valores);
}
