import { z } from 'zod';

// The body of a notification update, apart from notifications.ts so that the bell (in every screen's shell)
// loads no zod.

/** Message of a PATCH body without a valid `vista`. */
export const VISTA_MESSAGE = 'O campo vista deve ser verdadeiro ou falso (1 ou 0).';

/** Body of `PATCH notificacoes/{id}`: `vista` as a boolean or as 1/0 (the spec sends 1); other fields are ignored. */
export const notificacaoPatchSchema = z
  .object({
    vista: z.union([z.boolean(), z.literal(0), z.literal(1)], { error: VISTA_MESSAGE }),
  })
  .transform(({ vista }) => ({ vista: vista === true || vista === 1 }));
