import { signinCredentialsSchema, type SigninCredentials } from '@sigsa/domain/access/signin';
import { formRules } from '../platform/forms/form-rules.ts';

// The sign-in form's rules, apart from its page so that zod loads beside the first screen, not in it (issue 20).

/** The fields of the sign-in form. */
export interface SignInValues {
  username: string;
  password: string;
  rememberMe: boolean;
}

/** The credentials schema the server applies to `POST signin`; "Lembrar-me" is not checked. */
export const signInRules = formRules<SignInValues, SigninCredentials>({
  schemaOf: () => signinCredentialsSchema,
  toDraft: ({ username, password }) => ({ username, password }),
  fields: ['username', 'password'],
});
