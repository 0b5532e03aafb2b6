import type { AccessLevel } from './access-levels.ts';
import type { Role } from './roles.ts';

/**
 * The functional areas access levels are granted on. Keys follow the spec's entity names where it gives one
 * (`vigilanciaEntomologicaColheitas` is named in spec 002 §6); the others are our choice (docs/permissions.md).
 */
export const AREAS = [
  'notificacoesSuspeitasDoencas',
  'vacinacoes',
  'examesClinicosNecropsias',
  'colheitaAmostras',
  'colheitaAmostrasSelvagens',
  'vigilanciaEntomologica',
  'vigilanciaEntomologicaColheitas',
  'controlosLaboratoriaisVigilancias',
  'riscoSanitario',
  'exploracoes',
  'questionarios',
  'gestao',
  'validarQR',
] as const;

/** One of {@link AREAS}. */
export type Area = (typeof AREAS)[number];

/** pt-PT name of each area (inicio cards, docs). */
export const AREA_LABELS: Record<Area, string> = {
  notificacoesSuspeitasDoencas: 'Notificação de suspeita de doença',
  vacinacoes: 'Vacinação',
  examesClinicosNecropsias: 'Exames clínicos e necrópsias',
  colheitaAmostras: 'Colheita de amostras',
  colheitaAmostrasSelvagens: 'Colheita de amostras de animais selvagens',
  vigilanciaEntomologica: 'Vigilância entomológica',
  vigilanciaEntomologicaColheitas: 'Vigilância entomológica — colheitas',
  controlosLaboratoriaisVigilancias: 'Controlos laboratoriais de vigilâncias',
  riscoSanitario: 'Risco sanitário',
  exploracoes: 'Explorações',
  questionarios: 'Questionários e visitas sanitárias',
  gestao: 'Gerir',
  validarQR: 'Validar QR',
};

/** The access level of each role on each area, as seeded (one row per role and area). */
export type AccessMatrix = Record<Role, Record<Area, AccessLevel>>;

const R = 'REGISTO';
const C = 'CONSULTA';
const RL = 'REGISTO_LIMITADO';
const CL = 'CONSULTA_LIMITADA';
const N = 'SEM_ACESSO';

/**
 * Default access matrix seeded for each role. The spec leaves the matrix open ("other role rules are not
 * shown"); this follows the brief's visibility table and is documented in docs/permissions.md.
 */
export const DEFAULT_ACCESS: AccessMatrix = {
  ROLE_SIGSA: {
    notificacoesSuspeitasDoencas: R,
    vacinacoes: R,
    examesClinicosNecropsias: R,
    colheitaAmostras: R,
    colheitaAmostrasSelvagens: R,
    vigilanciaEntomologica: R,
    vigilanciaEntomologicaColheitas: R,
    controlosLaboratoriaisVigilancias: R,
    riscoSanitario: R,
    exploracoes: C,
    questionarios: R,
    gestao: R,
    validarQR: C,
  },
  ROLE_MANAGER: {
    notificacoesSuspeitasDoencas: R,
    vacinacoes: R,
    examesClinicosNecropsias: R,
    colheitaAmostras: R,
    colheitaAmostrasSelvagens: R,
    vigilanciaEntomologica: R,
    vigilanciaEntomologicaColheitas: R,
    controlosLaboratoriaisVigilancias: C,
    riscoSanitario: R,
    exploracoes: C,
    questionarios: R,
    gestao: C,
    validarQR: C,
  },
  ROLE_SVL: {
    notificacoesSuspeitasDoencas: RL,
    vacinacoes: CL,
    examesClinicosNecropsias: RL,
    colheitaAmostras: RL,
    colheitaAmostrasSelvagens: RL,
    vigilanciaEntomologica: RL,
    vigilanciaEntomologicaColheitas: R,
    controlosLaboratoriaisVigilancias: CL,
    riscoSanitario: C,
    exploracoes: C,
    questionarios: RL,
    gestao: N,
    validarQR: C,
  },
  ROLE_SVR: {
    notificacoesSuspeitasDoencas: RL,
    vacinacoes: CL,
    examesClinicosNecropsias: RL,
    colheitaAmostras: RL,
    colheitaAmostrasSelvagens: RL,
    vigilanciaEntomologica: RL,
    vigilanciaEntomologicaColheitas: R,
    controlosLaboratoriaisVigilancias: CL,
    riscoSanitario: C,
    exploracoes: C,
    questionarios: RL,
    gestao: N,
    validarQR: C,
  },
  ROLE_LAB: {
    notificacoesSuspeitasDoencas: N,
    vacinacoes: N,
    examesClinicosNecropsias: N,
    colheitaAmostras: CL,
    colheitaAmostrasSelvagens: CL,
    vigilanciaEntomologica: N,
    vigilanciaEntomologicaColheitas: N,
    controlosLaboratoriaisVigilancias: CL,
    riscoSanitario: N,
    exploracoes: N,
    questionarios: N,
    gestao: N,
    validarQR: C,
  },
  ROLE_MV: {
    notificacoesSuspeitasDoencas: RL,
    vacinacoes: RL,
    examesClinicosNecropsias: RL,
    colheitaAmostras: RL,
    colheitaAmostrasSelvagens: N,
    vigilanciaEntomologica: N,
    vigilanciaEntomologicaColheitas: N,
    controlosLaboratoriaisVigilancias: N,
    riscoSanitario: N,
    exploracoes: CL,
    questionarios: RL,
    gestao: N,
    validarQR: C,
  },
  ROLE_MV_MUNICIPAL: {
    notificacoesSuspeitasDoencas: RL,
    vacinacoes: RL,
    examesClinicosNecropsias: RL,
    colheitaAmostras: RL,
    colheitaAmostrasSelvagens: N,
    vigilanciaEntomologica: N,
    vigilanciaEntomologicaColheitas: N,
    controlosLaboratoriaisVigilancias: N,
    riscoSanitario: N,
    exploracoes: CL,
    questionarios: RL,
    gestao: N,
    validarQR: C,
  },
  ROLE_TRANSPORTADOR: {
    notificacoesSuspeitasDoencas: N,
    vacinacoes: N,
    examesClinicosNecropsias: N,
    colheitaAmostras: N,
    colheitaAmostrasSelvagens: N,
    vigilanciaEntomologica: N,
    vigilanciaEntomologicaColheitas: N,
    controlosLaboratoriaisVigilancias: N,
    riscoSanitario: N,
    exploracoes: N,
    questionarios: N,
    gestao: N,
    validarQR: C,
  },
};
