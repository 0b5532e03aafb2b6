import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Secrets an administrator writes in Gerir (a SIPA password) are kept sealed: AES-256-GCM under a key derived
// from the server's secrets key (SECRETS_KEY, or one generated once in the data directory), so a copy of the
// database alone reveals none of them. Each value has its own random 96-bit IV; the tag refuses a tampered value.

/** Seals and opens the secrets of Gerir. */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The box of `secretsKey` (any length: the AES key is derived from it with HKDF-SHA256). */
export function secretBox(secretsKey: string): SecretBox {
  if (secretsKey.length < 16)
    throw new Error('A chave dos segredos (SECRETS_KEY) tem de ter 16 caracteres ou mais.');
  const key = Buffer.from(hkdfSync('sha256', secretsKey, 'sigsa', 'gerir/segredos', 32));
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(sealed) {
      const [version, data] = sealed.split(':');
      if (version !== VERSION || !data) throw new Error('Segredo em formato desconhecido.');
      const bytes = Buffer.from(data, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
