import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const file = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../packages/web/public/locales/pt-PT/translation.json',
);
const translation: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));

/** The pt-PT text of an i18n key, from the same static file the browser loads. */
export function text(key: string): string {
  let node: unknown = translation;
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`Texto em falta: ${key}`);
  return node;
}
