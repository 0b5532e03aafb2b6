import { formatDisplayDate, parseIsoDate } from '../validation/dates.ts';
import type { CampoCertificado, DescritorCertificado } from './certificado.ts';

// What a certificate prints, read once from the record at issue and kept (issue 18): the PDF and the public page
// are drawn from this snapshot, so a later edit of the record never changes a certificate already issued.

/** A label and its value as printed. */
export interface LinhaImpressa {
  rotulo: string;
  valor: string;
}

/** A record's certificate as printed: its title, sections, tables and the public page's fields. */
export interface InstantaneoCertificado {
  titulo: string;
  seccoes: { titulo: string; campos: LinhaImpressa[] }[];
  tabelas: { titulo: string; colunas: string[]; linhas: string[][] }[];
  publicos: LinhaImpressa[];
}

/** The value at a dot path of a record's answer (undefined when a step is missing). */
function valorEm(registo: unknown, caminho: string): unknown {
  let atual: unknown = registo;
  for (const parte of caminho.split('.')) {
    if (atual === null || typeof atual !== 'object') return undefined;
    atual = (atual as Record<string, unknown>)[parte];
  }
  return atual;
}

/** A value of a list as text: its `nome` when it is a reference, else itself. */
function nomeDe(valor: unknown): string {
  if (valor !== null && typeof valor === 'object' && 'nome' in valor) return texto(valor.nome);
  return texto(valor);
}

function texto(valor: unknown): string {
  if (valor === null || valor === undefined) return '';
  if (Array.isArray(valor))
    return valor
      .map(nomeDe)
      .filter((v) => v !== '')
      .join(', ');
  if (typeof valor === 'object') return nomeDe(valor);
  if (typeof valor === 'string' || typeof valor === 'number' || typeof valor === 'boolean')
    return String(valor);
  return '';
}

/** A field's value written as the certificate writes it (dates dd/MM/yyyy; empty when the record has none). */
export function valorImpresso(registo: unknown, campo: CampoCertificado): string {
  const valor = valorEm(registo, campo.caminho);
  switch (campo.formato) {
    case 'data': {
      const data = typeof valor === 'string' ? parseIsoDate(valor.slice(0, 10)) : null;
      return data ? formatDisplayDate(data) : '';
    }
    case 'nomes':
      return Array.isArray(valor) ? texto(valor) : nomeDe(valor);
    case 'numero':
      return typeof valor === 'number' ? String(valor) : texto(valor);
    case 'texto':
    case undefined:
      return texto(valor);
  }
}

const linha = (registo: unknown) => (campo: CampoCertificado) => ({
  rotulo: campo.rotulo,
  valor: valorImpresso(registo, campo),
});

/** The snapshot of `registo` (its `full` answer) under `descritor`. */
export function instantaneoDoCertificado(
  descritor: DescritorCertificado,
  registo: unknown,
): InstantaneoCertificado {
  return {
    titulo: descritor.titulo,
    seccoes: descritor.seccoes.map((s) => ({ titulo: s.titulo, campos: s.campos.map(linha(registo)) })),
    tabelas: descritor.tabelas.map((t) => {
      const linhas = valorEm(registo, t.caminho);
      return {
        titulo: t.titulo,
        colunas: t.colunas.map((c) => c.rotulo),
        linhas: (Array.isArray(linhas) ? linhas : []).map((l: unknown) =>
          t.colunas.map((c) => valorImpresso(l, c)),
        ),
      };
    }),
    publicos: descritor.publicos.map(linha(registo)),
  };
}
