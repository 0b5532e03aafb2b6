import { VACINACAO_CERTIFICADO } from '../records/vacinacao/vacinacao.certificado.ts';
import type { DescritorCertificado } from './certificado.ts';

/** The certificates of the record types that print one (issue 18); a type not here prints nothing. */
export const CERTIFICADOS: readonly DescritorCertificado[] = [VACINACAO_CERTIFICADO];

/** The certificate of a record list, if its type prints one. */
export function certificadoDe(entidade: string): DescritorCertificado | undefined {
  return CERTIFICADOS.find((c) => c.entidade === entidade);
}
