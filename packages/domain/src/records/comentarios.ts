import { z } from 'zod';
import { ROLE_ANY, ROLES } from '../access/roles.ts';

/** Longest comment accepted, in characters. */
export const COMMENT_MAX_LENGTH = 4000;

/** A blank comment; the panel's own wording, which the API answers too. */
export const COMMENT_REQUIRED_MESSAGE = 'O comentário é obrigatório.';

const PROFILE_MESSAGE = `Perfil desconhecido: use ${ROLE_ANY} ou um dos perfis (${ROLES.join(', ')}).`;

/**
 * Body of `POST {entity}/{id}/comentarios` (000 §2.6, §7.2; 001 §3.3), and the comments panel's form: the text
 * (required, trimmed, no NUL), who sees it (`perfisComAcesso`: roles or ROLE_ANY; the server drops the choice of
 * a role that may not make it) and the acting role.
 */
export const comentarioInputSchema = z.object({
  comentario: z
    .string({ error: COMMENT_REQUIRED_MESSAGE })
    .refine((text) => !text.includes('\u0000'), 'O comentário contém caracteres inválidos.')
    .trim()
    .min(1, COMMENT_REQUIRED_MESSAGE)
    .max(COMMENT_MAX_LENGTH, `O comentário não pode ter mais de ${COMMENT_MAX_LENGTH} caracteres.`),
  perfisComAcesso: z
    .array(z.enum([...ROLES, ROLE_ANY], { error: PROFILE_MESSAGE }), {
      error: 'perfisComAcesso tem de ser uma lista de perfis.',
    })
    .max(ROLES.length + 1, PROFILE_MESSAGE)
    .nullish(),
  role: z.string().max(64).nullish(),
});

/** A new comment, parsed. */
export type ComentarioInput = z.infer<typeof comentarioInputSchema>;
