/** Text that must never reach a client: SQL, driver messages, stack frames, file paths. */
export const LEAK =
  /\b(select|insert|update|delete)\b.+\b(from|into|set)\b|relation "|syntax error|violates|postgres|drizzle|at .+\.(ts|js):\d+|\/work\/|node_modules/i;

/**
 * What zod or another validator says in its own words (English, or the zod locale's Brazilian wording). Check it
 * on messages, not on echoed input: a field name the client made up may say anything.
 */
export const RAW_VALIDATOR_TEXT =
  /esperado|recebid|invalid input|expected|received|too (big|small)|must be|regex/i;
