import { describe, expect, it } from 'vitest';
import { secretBox } from './secret-box.ts';

describe('secretBox', () => {
  const box = secretBox('uma-chave-de-teste-com-32-caracteres');

  it('opens what it sealed, and seals the same text differently each time', () => {
    const a = box.seal('palavra-passe çãé');
    const b = box.seal('palavra-passe çãé');
    expect(a).not.toBe(b);
    expect(a).not.toContain('palavra');
    expect(box.open(a)).toBe('palavra-passe çãé');
    expect(box.open(b)).toBe('palavra-passe çãé');
  });

  it('refuses a tampered value and another key', () => {
    const sealed = box.seal('segredo');
    // One bit of the last byte flipped (on the bytes: replacing a character of the text could put back the
    // same one, and then nothing was tampered with).
    const bytes = Buffer.from(sealed.slice('v1:'.length), 'base64url');
    bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 1;
    const flipped = `v1:${bytes.toString('base64url')}`;
    expect(flipped).not.toBe(sealed);
    expect(() => box.open(flipped)).toThrow();
    expect(() => secretBox('outra-chave-de-teste-com-32-caracteres').open(sealed)).toThrow();
    expect(() => box.open('texto simples')).toThrow('Segredo em formato desconhecido.');
  });

  it('wants a key of 16 characters or more', () => {
    expect(() => secretBox('curta')).toThrow('SECRETS_KEY');
  });
});
