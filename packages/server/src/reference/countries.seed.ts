import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import type { Database } from '../db/client.ts';
import { paises } from '../db/schema/geo.ts';
import { upsertRows, type WriteCounts } from './upsert.util.ts';

// The countries of ISO 3166-1 with their Portuguese names, from the i18n-iso-countries package (issue 13).

const require = createRequire(import.meta.url);

/** One country: alpha-2 code, alpha-3, numeric code, Portuguese name. */
export interface Pais {
  codigo: string;
  alpha3: string;
  numerico: string;
  nome: string;
}

/** User-assigned codes the package adds to ISO 3166-1 (XK, Kosovo): not in the standard, left out. */
const USER_ASSIGNED = /^(AA|Q[M-Z]|X[A-Z]|ZZ)$/;

/** Every country of ISO 3166-1 the package knows, by alpha-2 code. */
export function isoCountries(): Pais[] {
  countries.registerLocale(require('i18n-iso-countries/langs/pt.json') as countries.LocaleData);
  const names = countries.getNames('pt', { select: 'official' });
  return Object.keys(countries.getAlpha2Codes())
    .filter((codigo) => !USER_ASSIGNED.test(codigo))
    .sort()
    .map((codigo) => ({
      codigo,
      alpha3: countries.alpha2ToAlpha3(codigo) ?? '',
      numerico: countries.alpha2ToNumeric(codigo) ?? '',
      nome: names[codigo] ?? codigo,
    }));
}

/** The seed_runs key of the countries: the package's version, so a start seeds them only when it changed. */
export function countriesRunKey(): string {
  return `paises:${(require('i18n-iso-countries/package.json') as { version: string }).version}`;
}

/**
 * Writes the countries (one statement; names and codes that changed are refreshed). The caller runs it once per
 * package version ({@link countriesRunKey}): not a file of ../shared/data, so not one of the reference families,
 * whose runs are keyed on the files.
 */
export async function seedCountries(db: Database): Promise<WriteCounts> {
  const rows = isoCountries();
  return db.transaction((tx) =>
    upsertRows(tx, paises, rows, [paises.codigo], ['alpha3', 'numerico', 'nome']),
  );
}
