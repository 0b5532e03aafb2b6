import type { AdminEntity } from '../admin-entity.ts';
import { codigoField, flag, nomeField, ORDEM_FIELD, same, text } from './fields.ts';

// Diseases, species and animal categories: what records name the animal and the suspicion with.

/** EU Animal Health Law categories (Reg. (UE) 2018/1882). */
export const CATEGORIAS_DOENCA = ['A', 'B', 'C', 'D', 'E'] as const;

export const DOENCAS_ADMIN: AdminEntity = {
  entity: 'doencas',
  path: 'doencas',
  title: 'Doenças',
  singular: 'Doença',
  feminine: true,
  codeField: 'codigo',
  menu: true,
  fields: [
    codigoField(),
    nomeField(),
    text('nomeIngles', 'Nome em inglês'),
    text('agente', 'Agente'),
    {
      key: 'categorias',
      label: 'Categorias (UE)',
      input: 'multioption',
      options: same(CATEGORIAS_DOENCA),
      description: 'A categoria DDO é a mais alta das indicadas.',
    },
    flag('listadaUE', 'Listada na UE'),
    flag('nacional', 'De declaração nacional'),
    {
      key: 'meio',
      label: 'Meio',
      input: 'option',
      options: [
        { value: 'terrestre', label: 'Terrestre' },
        { value: 'aquatico', label: 'Aquático' },
      ],
    },
    flag('zoonose', 'Zoonose'),
    flag('transmissaoVetorial', 'Transmissão vetorial'),
    { key: 'especies', label: 'Espécies afetadas', input: 'multisearch', repository: 'especies' },
    ORDEM_FIELD,
  ],
};

export const ESPECIES_ADMIN: AdminEntity = {
  entity: 'especies',
  path: 'especies',
  title: 'Espécies',
  singular: 'Espécie',
  feminine: true,
  codeField: 'codigo',
  menu: true,
  fields: [
    codigoField(),
    nomeField(),
    { key: 'nomeCientifico', label: 'Nome científico', input: 'text', required: true },
    text('nomeIngles', 'Nome em inglês'),
    text('grupo', 'Grupo'),
    flag('domestico', 'Doméstica'),
    {
      key: 'usoDomestico',
      label: 'Uso doméstico',
      input: 'option',
      options: [
        { value: 'produção', label: 'Produção' },
        { value: 'companhia', label: 'Companhia' },
      ],
      visibleWhen: { field: 'domestico', equals: [true] },
    },
    flag('cinegetica', 'Cinegética'),
    {
      key: 'tipoCaca',
      label: 'Tipo de caça',
      input: 'option',
      options: [
        { value: 'maior', label: 'Caça maior' },
        { value: 'menor', label: 'Caça menor' },
      ],
      visibleWhen: { field: 'cinegetica', equals: [true] },
    },
    flag('vetor', 'Vetor'),
    flag('relevanciaGripeAviaria', 'Relevante para a gripe aviária'),
    flag('relevanciaFebreNiloOcidental', 'Relevante para a febre do Nilo Ocidental'),
    ORDEM_FIELD,
  ],
};

export const CATEGORIAS_ANIMAIS_ADMIN: AdminEntity = {
  entity: 'categoriasAnimais',
  path: 'categorias-animais',
  title: 'Categorias de animais',
  singular: 'Categoria de animais',
  feminine: true,
  codeField: 'codigo',
  menu: true,
  fields: [
    codigoField(),
    nomeField(),
    text('fonte', 'Fonte'),
    { key: 'especies', label: 'Espécies', input: 'multisearch', repository: 'especies' },
    ORDEM_FIELD,
  ],
  children: [{ entity: 'subCategoriasAnimais', label: 'Subcategorias', parentField: 'categoriaAnimal' }],
};

export const SUB_CATEGORIAS_ANIMAIS_ADMIN: AdminEntity = {
  entity: 'subCategoriasAnimais',
  path: 'sub-categorias-animais',
  title: 'Subcategorias de animais',
  singular: 'Subcategoria de animais',
  feminine: true,
  fields: [
    {
      key: 'categoriaAnimal',
      label: 'Categoria',
      input: 'search',
      repository: 'categoriasAnimais',
      required: true,
      immutable: true,
    },
    { ...codigoField(), unique: false },
    nomeField(),
    {
      key: 'sexo',
      label: 'Sexo',
      input: 'option',
      options: [
        { value: 'MACHO', label: 'Macho' },
        { value: 'FEMEA', label: 'Fêmea' },
      ],
    },
    { key: 'idadeMinMeses', label: 'Idade mínima (meses)', input: 'integer', min: 0, max: 1200 },
    { key: 'idadeMaxMeses', label: 'Idade máxima (meses)', input: 'integer', min: 0, max: 1200 },
    { key: 'pesoMinKg', label: 'Peso mínimo (kg)', input: 'number', min: 0, max: 100_000 },
    { key: 'pesoMaxKg', label: 'Peso máximo (kg)', input: 'number', min: 0, max: 100_000 },
    flag('reprodutor', 'Reprodutor'),
    { key: 'especie', label: 'Espécie', input: 'search', repository: 'especies' },
    text('unidade', 'Unidade de contagem'),
    ORDEM_FIELD,
  ],
};
