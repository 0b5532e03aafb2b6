import { z } from 'zod';
import { estadoLabel } from '../records/estados.ts';

// A record type's certificate (issue 18, ours): what is printed when one of its records reaches a certifiable
// state, as data beside its workflow, read from the record's `full` projection. Without a descriptor a type prints
// nothing.

/** How a value is written on the certificate and on the public page. */
export type FormatoCampo = 'texto' | 'data' | 'numero' | 'nomes';

/** One label/value line: the value at `caminho` (a dot path) of the record's `full` answer. */
export interface CampoCertificado {
  rotulo: string;
  caminho: string;
  formato?: FormatoCampo;
}

/** A titled block of label/value lines. */
export interface SeccaoCertificado {
  titulo: string;
  campos: readonly CampoCertificado[];
}

/** A table of the record's lines (an array at `caminho`), one row each, its header repeated on every page. */
export interface TabelaCertificado {
  titulo: string;
  caminho: string;
  colunas: readonly CampoCertificado[];
}

/** What a record type prints (`certificado` in its domain descriptor). */
export interface DescritorCertificado {
  /** The record list (`entidade`) whose records it certifies. */
  entidade: string;
  /** Title on the first page, e.g. "Certificado de vacinação". */
  titulo: string;
  /** The states in which a record holds an active certificate: entering one issues it, leaving revokes it. */
  estados: readonly string[];
  seccoes: readonly SeccaoCertificado[];
  tabelas: readonly TabelaCertificado[];
  /**
   * What the public page shows of the certificate besides its number, state and dates: at most
   * {@link MAX_CAMPOS_PUBLICOS}, never of a person (a name, a tax number, an address, a contact, an id).
   */
  publicos: readonly CampoCertificado[];
}

/** The most key fields the public page shows. */
export const MAX_CAMPOS_PUBLICOS = 3;

/** Parts of a path that name something of a person or an internal id: never on the public page. */
const PESSOAIS = /(^|\.)(nome|nif|nic|morada|email|telefone|id|identificacao|detentor)(\.|$)/i;

/** What the descriptor must hold, in words (empty when it does), given its type's workflow states. */
export function problemasDoCertificado(
  descritor: DescritorCertificado,
  estadosDoFluxo: readonly string[],
): string[] {
  const problemas: string[] = [];
  if (descritor.estados.length === 0) problemas.push(`${descritor.entidade}: sem estados certificáveis`);
  for (const estado of descritor.estados)
    if (!estadosDoFluxo.includes(estado))
      problemas.push(`${descritor.entidade}: o estado ${estado} não existe no fluxo`);
  if (descritor.publicos.length > MAX_CAMPOS_PUBLICOS)
    problemas.push(`${descritor.entidade}: mais de ${MAX_CAMPOS_PUBLICOS} campos públicos`);
  for (const campo of descritor.publicos)
    if (PESSOAIS.test(campo.caminho))
      problemas.push(`${descritor.entidade}: ${campo.caminho} é de uma pessoa e não pode ser público`);
  return problemas;
}

/** A certificate's states: active, revoked (by SIGSA, or when its record left a certifiable state), superseded. */
export const ESTADOS_CERTIFICADO = ['VALIDO', 'REVOGADO', 'SUBSTITUIDO'] as const;
export type EstadoCertificado = (typeof ESTADOS_CERTIFICADO)[number];

/** What `GET validarQR/{codigo}` answers: nothing of a person, nothing that names the record. */
export interface VerificacaoCertificado {
  numero: string;
  /** The certificate's title ("Certificado de vacinação"). */
  tipo: string;
  estado: EstadoCertificado;
  /** ISO instant of the state. */
  estadoDesde: string;
  /** Why it was revoked; null otherwise. */
  motivo: string | null;
  /** ISO instant of the validation that issued it. */
  dataValidacao: string;
  /** The issuing service's name (DGAV, or a DSAVR). */
  servicoEmissor: string;
  /** SHA-256 of the PDF (hex), null until it is rendered. */
  hashPdf: string | null;
  campos: { nome: string; valor: string }[];
}

/** The keys of the public answer, and no other (a test holds the server to them). */
export const CHAVES_VERIFICACAO: readonly (keyof VerificacaoCertificado)[] = [
  'numero',
  'tipo',
  'estado',
  'estadoDesde',
  'motivo',
  'dataValidacao',
  'servicoEmissor',
  'hashPdf',
  'campos',
];

/** 400 of a revocation without a reason. */
export const MOTIVO_REVOGACAO_MESSAGE = 'É necessário indicar o motivo da revogação.';
/** Longest reason of a revocation. */
export const MOTIVO_REVOGACAO_MAX = 1000;

/** A revocation as ROLE_SIGSA sends it (`POST certificados/{id}/revogar`): a reason, trimmed, required. */
export const revogacaoSchema = z.object({
  motivo: z
    .string({ error: MOTIVO_REVOGACAO_MESSAGE })
    .trim()
    .min(1, MOTIVO_REVOGACAO_MESSAGE)
    .max(MOTIVO_REVOGACAO_MAX, `O motivo tem no máximo ${MOTIVO_REVOGACAO_MAX} carateres.`),
});
export type RevogacaoInput = z.infer<typeof revogacaoSchema>;

/** 409 of a revocation or reissue of a certificate that is no longer valid. */
export const CERTIFICADO_INATIVO_MESSAGE = 'O certificado já não está válido.';

/** The reason written on a certificate revoked because its record left a certifiable state. */
export function motivoRevogacaoAutomatica(estado: string): string {
  return `O registo passou ao estado «${estadoLabel(estado)}».`;
}

/**
 * Copies spotted (issue 18): a certificate checked publicly from more addresses than this within an hour is told to
 * ROLE_SIGSA (ALTA) — its holder rarely shows it to that many people that quickly.
 */
export const LIMITE_ENDERECOS_POR_HORA = 10;

/** The ALTA notice of a certificate checked from over {@link LIMITE_ENDERECOS_POR_HORA} addresses in an hour. */
export function avisoDeCopias(numero: string): string {
  return `O certificado ${numero} foi verificado a partir de mais de ${LIMITE_ENDERECOS_POR_HORA} endereços na última hora. Podem existir cópias em circulação.`;
}

/** Public checks of a certificate, as ROLE_SIGSA sees them on the record's panel. */
export interface ContagemVerificacoes {
  /** Checks ever made. */
  total: number;
  /** Distinct addresses that ever checked it. */
  enderecos: number;
  /** Distinct addresses that checked it within the last hour. */
  enderecosUltimaHora: number;
}
