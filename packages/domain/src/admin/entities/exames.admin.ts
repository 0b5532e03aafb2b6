import type { AdminEntity } from '../admin-entity.ts';
import { codigoField, flag, nomeField, ORDEM_FIELD } from './fields.ts';

// The lists clinical exams read (001 §3.4; issue 14): the reasons of an exam — some show the linked notifications'
// diseases, some the contingency field —, the non-conformities an official exam records, and hunting zones.
// None comes in the reference files: the reasons and non-conformities are seeded "por confirmar".

export const DESCONFORMIDADES_ADMIN: AdminEntity = {
  entity: 'desconformidades',
  path: 'desconformidades',
  title: 'Desconformidades',
  singular: 'Desconformidade',
  feminine: true,
  codeField: 'codigo',
  menu: true,
  fields: [codigoField(), nomeField('Descrição'), ORDEM_FIELD],
};

export const DESCONFORMIDADES_REGISTO_SAUDE_ADMIN: AdminEntity = {
  entity: 'desconformidadesRegistoSaude',
  path: 'desconformidades-registo-saude',
  title: 'Desconformidades do registo de saúde',
  singular: 'Desconformidade do registo de saúde',
  feminine: true,
  codeField: 'codigo',
  menu: true,
  fields: [codigoField(), nomeField('Descrição'), ORDEM_FIELD],
};

export const MOTIVOS_EXAMES_ADMIN: AdminEntity = {
  entity: 'motivosExames',
  path: 'motivos-exames',
  title: 'Motivos de exames',
  singular: 'Motivo de exame',
  codeField: 'codigo',
  menu: true,
  fields: [
    codigoField(),
    nomeField('Descrição'),
    flag(
      'mostrarDoencas',
      'Mostrar doenças',
      'O exame liga-se às notificações de suspeita de doença da exploração.',
    ),
    flag('mostrarContingencia', 'Mostrar contingência', 'O exame pede o campo "Contingência".'),
    ORDEM_FIELD,
  ],
};

export const ZONAS_CACAS_ADMIN: AdminEntity = {
  entity: 'zonasCacas',
  path: 'zonas-caca',
  title: 'Zonas de caça',
  singular: 'Zona de caça',
  feminine: true,
  codeField: 'codigo',
  menu: true,
  fields: [
    {
      ...codigoField(),
      label: 'Número',
      description: 'O número do processo da zona de caça no ICNF (p. ex. 3456).',
    },
    nomeField(),
  ],
};
