import { z } from 'zod';
import { REQUIRED_MESSAGE, maxLengthMessage } from '../validation/messages.ts';
import { requiredOrInvalid, requiredText } from '../validation/zod-messages.ts';

/** Longest username accepted at sign-in. */
export const USERNAME_MAX = 100;
/** Longest password accepted at sign-in. */
export const PASSWORD_MAX = 200;

/**
 * The credentials of a sign-in (000 §7.1), for the `POST signin` body and the sign-in form: the username
 * (required, trimmed) and the password (required, exactly as typed: spaces may be part of it).
 */
export const signinCredentialsSchema = z.object({
  username: requiredText().max(USERNAME_MAX, maxLengthMessage(USERNAME_MAX)),
  password: z
    .string({ error: requiredOrInvalid })
    .min(1, { error: REQUIRED_MESSAGE })
    .max(PASSWORD_MAX, maxLengthMessage(PASSWORD_MAX)),
});

/** Sign-in credentials, parsed. */
export type SigninCredentials = z.infer<typeof signinCredentialsSchema>;
