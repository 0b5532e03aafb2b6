import type { AdminEntity } from '../admin-entity.ts';
import { TIPOS_VALOR, TIPOS_VALOR_LABELS } from '../../records/resultados.schema.ts';
import { codigoField, flag, nomeField, ORDEM_FIELD, text } from './fields.ts';

// What laboratories work with: matrices, control types, assays and their result types, the laboratories, and
// the entomology's traps and insecticides.

export const MATRIZES_AMOSTRAS_ADMIN: AdminEntity = {
  entity: 'matrizesAmostras',
  path: 'matrizes-amostras',
  title: 'Matrizes de amostras',
  singular: 'Matriz de amostra',
  feminine: true,
  codeField: 'codigo',
  menu: true,
  fields: [
    codigoField(),
    nomeField(),
    text('tipo', 'Tipo'),
    flag('entomologica', 'Entomológica'),
    flag('provaInVivo', 'Prova in vivo'),
    ORDEM_FIELD,
  ],
};

export const TIPOS_CONTROLO_ADMIN: AdminEntity = {
  entity: 'tiposControlo',
  path: 'tipos-controlo',
  title: 'Tipos de controlo',
  singular: 'Tipo de controlo',
  codeField: 'codigo',
  menu: true,
  fields: [codigoField(), nomeField(), flag('entomologico', 'Entomológico'), ORDEM_FIELD],
};

export const ENSAIOS_LABORATORIAIS_ADMIN: AdminEntity = {
  entity: 'ensaiosLaboratoriais',
  path: 'ensaios-laboratoriais',
  title: 'Ensaios laboratoriais',
  singular: 'Ensaio laboratorial',
  codeField: 'codigo',
  menu: true,
  fields: [
    codigoField(),
    nomeField('Nome', 500),
    text('tecnica', 'Técnica'),
    { key: 'doenca', label: 'Doença', input: 'search', repository: 'doencas' },
    {
      key: 'doencasRelacionadas',
      label: 'Outras doenças',
      input: 'multisearch',
      repository: 'doencas',
    },
    { key: 'matrizes', label: 'Matrizes', input: 'multisearch', repository: 'matrizesAmostras' },
    {
      key: 'tipoResultado',
      label: 'Tipo de resultado',
      input: 'search',
      repository: 'tiposResultados',
      required: true,
    },
    {
      key: 'resultadoNumericoAdicional',
      label: 'Resultado numérico adicional',
      input: 'search',
      repository: 'tiposResultados',
    },
    flag('requerTipificacao', 'Requer tipificação'),
    {
      key: 'tipificacao',
      label: 'Tipificação',
      input: 'text',
      visibleWhen: { field: 'requerTipificacao', equals: [true] },
    },
    flag('entomologico', 'Entomológico'),
    flag('generico', 'Genérico (sem doença)'),
    ORDEM_FIELD,
  ],
};

export const TIPOS_RESULTADOS_ADMIN: AdminEntity = {
  entity: 'tiposResultados',
  path: 'tipos-resultados',
  title: 'Tipos de resultados e listas de valores',
  singular: 'Tipo de resultado',
  codeField: 'codigo',
  menu: true,
  fields: [
    codigoField(),
    nomeField(),
    {
      key: 'tipoValor',
      label: 'Tipo de valor',
      input: 'option',
      required: true,
      options: TIPOS_VALOR.map((value) => ({ value, label: TIPOS_VALOR_LABELS[value] })),
    },
    {
      key: 'unidade',
      label: 'Unidade',
      input: 'text',
      maxLength: 64,
      visibleWhen: { field: 'tipoValor', equals: ['NUMERICO', 'NUMERICO_LISTA'] },
    },
    flag('permiteNaoAnalisavel', 'Permite "não analisável"'),
    ORDEM_FIELD,
  ],
  children: [{ entity: 'listaValores', label: 'Lista de valores', parentField: 'tipoResultado' }],
};

export const LISTA_VALORES_ADMIN: AdminEntity = {
  entity: 'listaValores',
  path: 'lista-valores',
  title: 'Listas de valores',
  singular: 'Valor',
  fields: [
    {
      key: 'tipoResultado',
      label: 'Tipo de resultado',
      input: 'search',
      repository: 'tiposResultados',
      required: true,
      immutable: true,
    },
    nomeField('Valor'),
    ORDEM_FIELD,
  ],
};

export const LABORATORIOS_ADMIN: AdminEntity = {
  entity: 'laboratorios',
  path: 'laboratorios',
  title: 'Laboratórios',
  singular: 'Laboratório',
  codeField: 'codigo',
  menu: true,
  fields: [
    codigoField(),
    nomeField(),
    { key: 'descricao', label: 'Descrição', input: 'textarea', maxLength: 1000 },
    text('localidade', 'Localidade'),
    text('regiao', 'Região'),
    flag('oficial', 'Oficial'),
    flag('referenciaNacional', 'Referência nacional'),
    text('tipo', 'Tipo'),
    ORDEM_FIELD,
  ],
};

export const INSETICIDAS_ADMIN: AdminEntity = {
  entity: 'inseticidas',
  path: 'inseticidas',
  title: 'Inseticidas',
  singular: 'Inseticida',
  codeField: 'codigo',
  menu: true,
  fields: [
    codigoField(),
    nomeField(),
    text('classe', 'Classe'),
    flag('requerObservacao', 'Requer observação'),
    ORDEM_FIELD,
  ],
};

export const TIPOS_ARMADILHA_ADMIN: AdminEntity = {
  entity: 'tiposArmadilha',
  path: 'tipos-armadilha',
  title: 'Tipos de armadilha',
  singular: 'Tipo de armadilha',
  codeField: 'codigo',
  menu: true,
  fields: [codigoField(), nomeField(), text('luz', 'Luz'), text('atrativo', 'Atrativo'), ORDEM_FIELD],
};

export const FREQUENCIAS_UTILIZACAO_ADMIN: AdminEntity = {
  entity: 'frequenciasUtilizacao',
  path: 'frequencias-utilizacao',
  title: 'Frequências de utilização',
  singular: 'Frequência de utilização',
  feminine: true,
  codeField: 'codigo',
  menu: true,
  fields: [
    codigoField(),
    nomeField(),
    {
      key: 'dias',
      label: 'Intervalo (dias)',
      input: 'integer',
      min: 1,
      max: 3660,
      description: 'Dias entre duas utilizações, quando a frequência é regular.',
    },
    ORDEM_FIELD,
  ],
};
