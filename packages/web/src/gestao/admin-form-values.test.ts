import { describe, expect, it } from 'vitest';
import { DOENCAS_ADMIN } from '@sigsa/domain/admin/entities/sanidade.admin';
import {
  MEDICOS_VETERINARIOS_ADMIN,
  UTILIZADORES_ADMIN,
} from '@sigsa/domain/admin/entities/utilizadores.admin';
import { adminActions } from './admin-actions.ts';
import { adminDraft, adminFormValues } from '../components/form-inputs/field-values.ts';
import { gestaoListHandle } from './gestao-routes.tsx';

describe("Gerir's generic form values", () => {
  it('start blank, with the code the prompt asked, and turn into the payload the schema takes', () => {
    const values = adminFormValues(DOENCAS_ADMIN, null, 'XPTO');
    expect(values).toMatchObject({ codigo: 'XPTO', nome: '', zoonose: false, especies: [], ordem: '' });
    const draft = adminDraft(DOENCAS_ADMIN, {
      ...values,
      nome: 'X',
      especies: [
        { id: 3, nome: 'Bovino' },
        { id: 5, nome: 'Ovino' },
      ],
      ordem: '',
    });
    expect(draft).toMatchObject({ codigo: 'XPTO', nome: 'X', especies: [3, 5], ordem: null });
  });

  it("load a stored row as it is, and a view's new row with its defaults", () => {
    const row = {
      id: 1,
      version: 2,
      arquivado: false,
      assumed: false,
      nome: 'Y',
      especies: [{ id: 1, nome: 'A' }],
    };
    expect(adminFormValues(DOENCAS_ADMIN, row)).toMatchObject({
      nome: 'Y',
      especies: [{ id: 1, nome: 'A' }],
    });
    expect(adminFormValues(MEDICOS_VETERINARIOS_ADMIN, null).perfis).toEqual(['ROLE_MV']);
  });
});

describe("Gerir's actions and lists by entity", () => {
  it('archive, confirm and remove reference rows; deactivate and reset user accounts, never remove them', () => {
    const reference = adminActions(DOENCAS_ADMIN);
    const accounts = adminActions(UTILIZADORES_ADMIN);
    const row = { id: 1, version: 0, arquivado: false, assumed: true };
    expect(reference.writeEntity).toBe('doencas');
    expect(reference.archiveLabel(row)).toBe('gestao.actions.arquivar');
    expect(reference.remove).not.toBeNull();
    expect(reference.resetPassword).toBeNull();
    expect(accounts.writeEntity).toBe('userAccounts');
    expect(accounts.archiveLabel(row)).toBe('gestao.actions.desativar');
    expect(accounts.archiveLabel({ ...row, arquivado: true })).toBe('gestao.actions.ativar');
    expect(accounts.remove).toBeNull();
    expect(accounts.confirm).toBeNull();
    expect(accounts.resetPassword).not.toBeNull();
  });

  it('list every row under a removable "Ativo: Sim"; a view lists its own rows', () => {
    const { list } = gestaoListHandle(MEDICOS_VETERINARIOS_ADMIN);
    expect(list.entity).toBe('users');
    expect(list.initialFilters).toEqual([{ key: 'ativo', value: true }]);
    expect(list.staticFilters).toEqual([
      { type: 'BOOLEAN', prop: 'ativo', value: ['true', 'false'] },
      { type: 'MULTIOPTION', prop: 'perfis', value: ['ROLE_MV', 'ROLE_MV_MUNICIPAL'] },
    ]);
    expect(gestaoListHandle(DOENCAS_ADMIN).list).toMatchObject({
      manualId: true,
      editableByRole: 'ROLE_SIGSA',
    });
  });
});
