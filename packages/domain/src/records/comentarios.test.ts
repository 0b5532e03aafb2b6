import { describe, expect, it } from 'vitest';
import { PT, requiredFields } from '../validation/form-schema.ts';
import { COMMENT_REQUIRED_MESSAGE, comentarioInputSchema } from './comentarios.ts';

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('comentarioInputSchema', () => {
  it('requires the text, in its own words, and trims it', () => {
    for (const comentario of ['', '  \n', null, undefined]) {
      expect(issuesOf(comentarioInputSchema.safeParse({ comentario }, PT))).toEqual([
        ['comentario', COMMENT_REQUIRED_MESSAGE],
      ]);
    }
    expect(comentarioInputSchema.parse({ comentario: ' Nota ', perfisComAcesso: ['ROLE_MV'] }, PT)).toEqual({
      comentario: 'Nota',
      perfisComAcesso: ['ROLE_MV'],
    });
  });

  it('the panel shows the asterisk although the message is not the catalogue one', () => {
    expect([
      ...requiredFields(comentarioInputSchema, { comentario: 'x' }, ['comentario', 'perfisComAcesso']),
    ]).toEqual(['comentario']);
  });

  it('refuses unknown profiles, NUL characters and over-long text', () => {
    expect(
      issuesOf(
        comentarioInputSchema.safeParse({ comentario: 'a', perfisComAcesso: ['ROLE_X'] }, PT),
      )?.[0]?.[0],
    ).toBe('perfisComAcesso.0');
    expect(issuesOf(comentarioInputSchema.safeParse({ comentario: 'a\u0000' }, PT))).toEqual([
      ['comentario', 'O comentário contém caracteres inválidos.'],
    ]);
    expect(issuesOf(comentarioInputSchema.safeParse({ comentario: 'a'.repeat(4001) }, PT))).toEqual([
      ['comentario', 'O comentário não pode ter mais de 4000 caracteres.'],
    ]);
  });
});
