import { sql } from 'drizzle-orm';
import { refColumn, referenceResource } from './reference-resource.util.ts';

/**
 * Document templates (issue 13), for those who consult Gerir (area `gestao`): each with the version in force —
 * its number, file name and upload time (the latest version, joined once per row).
 */
export const modelosDocumentosResource = {
  ...referenceResource({
    entity: 'modelosDocumentos',
    alias: 'md',
    from: sql`modelos_documentos md
      LEFT JOIN LATERAL (
        SELECT v.versao, v.nome, v.carregado_em FROM modelos_documentos_versoes v
        WHERE v.modelo_id = md.id ORDER BY v.versao DESC LIMIT 1
      ) mv ON true`,
    columns: [
      refColumn('md', 'codigo', 'codigo', 'Código'),
      refColumn('md', 'descricao', 'descricao', 'Descrição'),
      refColumn('mv', 'versao', 'versao', 'Versão em vigor', 'NUMBER'),
      refColumn('mv', 'nome', 'ficheiro', 'Ficheiro', 'TEMPLATE_DOCUMENT'),
      refColumn('mv', 'carregado_em', 'carregadoEm', 'Carregado em', 'DATETIME'),
    ],
  }),
  area: 'gestao',
} as const;
