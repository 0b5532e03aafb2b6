import { z } from 'zod';
import { checkLocalizacaoPortugal } from './localizacao.ts';
import { failureIssue, requiredOrInvalid } from './zod-messages.ts';

/** A point in WGS84 degrees, in mainland Portugal, Madeira or the Azores. */
export const localizacaoSchema = z
  .object(
    { latitude: z.number({ error: requiredOrInvalid }), longitude: z.number({ error: requiredOrInvalid }) },
    { error: requiredOrInvalid },
  )
  .superRefine((point, ctx) => {
    const failure = checkLocalizacaoPortugal(point.latitude, point.longitude);
    if (failure) ctx.addIssue(failureIssue(failure, point));
  });
