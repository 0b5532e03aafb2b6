import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.ts';
import { newFileKey, type FileStore } from '../platform/files/file-store.ts';

// A demo document template (issue 13): the vaccination certificate's, version 1, a plain-text draft of what it
// prints, so that Gerir → Modelos de documentos shows a file in force and its history can grow.

const TEXT = `Certificado de vacinação
Número: {{numero}}
Exploração: {{marca}} — {{nomeExploracao}}
Data da vacinação: {{data}}
Animais vacinados: {{numeroAnimais}}
Validado por: {{servico}} em {{dataValidacao}}
`;

/** Adds the template and its first version (the file into `store`); answers how many templates. */
export async function seedDemoModelosDocumentos(db: Database, store: FileStore): Promise<number> {
  const content = Buffer.from(TEXT, 'utf8');
  const key = newFileKey();
  await store.put(
    key,
    (async function* () {
      yield content;
    })(),
  );
  const rows = await queryRows<{ id: number }>(
    db,
    sql`WITH modelo AS (
          INSERT INTO modelos_documentos (codigo, descricao, observacoes)
          VALUES ('CERTIFICADO_VACINACAO', 'Certificado de vacinação',
                  'Campos entre chavetas preenchidos a partir do registo validado.')
          ON CONFLICT (codigo) DO NOTHING
          RETURNING id)
        INSERT INTO modelos_documentos_versoes
          (modelo_id, versao, chave, nome, tipo_mime, tamanho, sha256, carregado_por)
        SELECT id, 1, ${key}, 'certificado-vacinacao.txt', 'text/plain', ${content.length},
               ${createHash('sha256').update(content).digest('hex')}, 'sigsa'
        FROM modelo
        RETURNING modelo_id AS id`,
  );
  if (rows.length === 0) await store.delete(key);
  return rows.length;
}
