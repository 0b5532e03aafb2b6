import { describe, expect, it } from 'vitest';
import { USER_IMPORT_COLUMNS, userImportColumn, userImportTemplate } from './users-import.ts';

describe('users import columns', () => {
  it('reads a header by key or by the form label, whatever the case, accents or spaces', () => {
    expect(userImportColumn('username')).toBe('username');
    expect(userImportColumn('Utilizador')).toBe('username');
    expect(userImportColumn(' E-mail ')).toBe('email');
    expect(userImportColumn('LABORATÓRIO')).toBe('laboratorio');
    expect(userImportColumn('Serviços regionais (DSAVR)')).toBe('dsavrs');
    expect(userImportColumn('dsavr')).toBe('dsavrs');
    expect(userImportColumn('cor')).toBeUndefined();
  });

  it('offers a template whose header names every column once, in the form order', () => {
    const [header, example] = userImportTemplate().split('\r\n');
    expect(header?.split(';')).toEqual([...USER_IMPORT_COLUMNS]);
    expect(example?.split(';')).toHaveLength(USER_IMPORT_COLUMNS.length);
    expect(USER_IMPORT_COLUMNS).toEqual([
      'username',
      'nome',
      'email',
      'nif',
      'nic',
      'perfis',
      'laboratorio',
      'dsavrs',
    ]);
  });
});
