import {
  ActionIcon,
  Button,
  Group,
  Modal,
  MultiSelect,
  Select,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFolderPlus, IconPencil } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoriaRelatorio } from '@sigsa/domain/list/reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rolesQueryOptions } from '../platform/roles-api.ts';
import { useActiveSession } from '../platform/session-store.ts';
import { CategoryEditModal } from './category-edit-modal.tsx';
import { ReportForm, RequiredTextInput, useBusyAction } from './report-form.tsx';
import {
  categoriesQueryOptions,
  createReport,
  deleteReport,
  flattenCategories,
  patchReport,
  reportQueryOptions,
  searchUsers,
  type RelatorioFull,
} from './reports-api.ts';
import { useOnOpen } from '../platform/use-on-open.ts';

/** Roles that may share a report with roles (spec 000 §6). */
export const ROLE_SHARING_ROLES: readonly string[] = ['ROLE_SIGSA', 'ROLE_MANAGER'];

/** Props of {@link ReportSaveModal}. */
export interface ReportSaveModalProps {
  opened: boolean;
  entity: string;
  /** The loaded report; it is edited when the user owns it, otherwise a new report is created. */
  reportId: number | null;
  /** The report's `filtrosJson` to save. */
  filtrosJson: string;
  onClose: () => void;
  onSaved: (report: RelatorioFull) => void;
  onRemoved: () => void;
}

type CategoryDialog = { mode: 'new'; pai: number | null } | { mode: 'edit'; category: CategoriaRelatorio };

/** The users a report is shared with: search by name or NIF (3 characters, 200 ms, spec 000 §5, §9). */
function UserShareSelect({
  value,
  onChange,
}: {
  value: { id: number; nome: string }[];
  onChange: (users: { id: number; nome: string }[]) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 200);
  const found = useQuery({
    queryKey: ['utilizadores', 'search', debounced],
    queryFn: ({ signal }) => searchUsers(debounced, signal),
    enabled: debounced.length >= 3,
  });
  const known = new Map(value.map((u) => [String(u.id), u]));
  for (const user of found.data ?? []) known.set(String(user.id), { id: user.id, nome: user.nome });
  return (
    <MultiSelect
      label={t('list.reports.shareUsers')}
      placeholder={t('list.reports.shareUsersPlaceholder')}
      data={[...known.values()].map((u) => ({ value: String(u.id), label: u.nome }))}
      value={value.map((u) => String(u.id))}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={debounced.length >= 3 ? t('list.filters.nothingFound') : undefined}
      onChange={(ids) => onChange(ids.flatMap((id) => known.get(id) ?? []))}
    />
  );
}

/**
 * "Guardar filtros como relatório" (spec 000 §2.5): name and category (both required), "Nova categoria",
 * edit-category once one is chosen, the sharing sections for an existing report (roles only for ROLE_SIGSA
 * and ROLE_MANAGER), Cancelar / Remover (existing report only) / Gravar.
 */
export function ReportSaveModal(props: ReportSaveModalProps) {
  const { opened, entity, reportId, filtrosJson, onClose, onSaved, onRemoved } = props;
  const { t } = useTranslation();
  const { user, role } = useActiveSession();
  const queryClient = useQueryClient();
  const categories = useQuery({ ...categoriesQueryOptions(entity), enabled: opened });
  const loaded = useQuery({ ...reportQueryOptions(reportId), enabled: opened && reportId !== null });
  const existing = loaded.data && loaded.data.createdBy === user.username ? loaded.data : null;
  const mayShareWithRoles = ROLE_SHARING_ROLES.includes(role);
  const roles = useQuery({
    ...rolesQueryOptions(),
    enabled: opened && existing !== null && mayShareWithRoles,
  });

  const [nome, setNome] = useState('');
  const [categoria, setCategoria] = useState<string | null>(null);
  const [users, setUsers] = useState<{ id: number; nome: string }[]>([]);
  const [perfis, setPerfis] = useState<string[]>([]);
  const [categoryTouched, setCategoryTouched] = useState(false);
  const { busy, run: runAction } = useBusyAction();
  const [categoryDialog, setCategoryDialog] = useState<CategoryDialog | null>(null);

  useOnOpen(
    opened,
    () => {
      setNome(existing?.nome ?? '');
      setCategoria(existing?.categoria != null ? String(existing.categoria) : null);
      setUsers(existing?.partilhadoComUtilizadores ?? []);
      setPerfis(existing?.partilhadoComPerfis ?? []);
      setCategoryTouched(false);
    },
    existing?.id,
  );

  const flat = flattenCategories(categories.data ?? []);
  const chosenCategory = flat.find((c) => String(c.category.id) === categoria)?.category ?? null;
  const valid = nome.trim() !== '' && categoria !== null;
  const categoryError = categoryTouched && categoria === null;

  const run = (action: () => Promise<void>) =>
    runAction(async () => {
      await action();
      await queryClient.invalidateQueries({ queryKey: ['reports'] });
    });

  const save = () =>
    run(async () => {
      const base = { nome: nome.trim(), categoria: Number(categoria), entidade: entity, filtrosJson };
      if (!existing) {
        onSaved(await createReport(base));
        return;
      }
      const body: Record<string, unknown> = { ...base, partilhadoComUtilizadores: users };
      if (existing.version !== undefined) body.version = existing.version;
      // Other roles may not share with roles: the field is left out of what they save (spec 000 §6).
      if (mayShareWithRoles) body.partilhadoComPerfis = perfis;
      onSaved(await patchReport(existing.id, body));
    });

  const remove = () =>
    run(async () => {
      if (!existing) return;
      await deleteReport(existing.id);
      onRemoved();
    });

  return (
    <>
      <Modal opened={opened} onClose={onClose} title={t('list.reports.saveTitle')} size="lg">
        <ReportForm
          valid={valid}
          busy={busy}
          onSubmit={() => void save()}
          onCancel={onClose}
          onRemove={existing ? () => void remove() : undefined}
        >
          <RequiredTextInput label={t('list.reports.name')} value={nome} onChange={setNome} autoFocus />
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <Select
              style={{ flex: 1 }}
              label={t('list.reports.category')}
              required
              data={flat.map(({ category, depth }) => ({
                value: String(category.id),
                label: `${'— '.repeat(depth)}${category.nome}`,
              }))}
              value={categoria}
              onChange={(value) => {
                setCategoria(value);
                setCategoryTouched(true);
              }}
              onBlur={() => setCategoryTouched(true)}
              error={categoryError ? t('validation.required') : null}
              nothingFoundMessage={t('list.reports.noCategories')}
              searchable
            />
            {chosenCategory && (
              <Tooltip label={t('list.reports.editCategory')}>
                <ActionIcon
                  size="lg"
                  variant="default"
                  aria-label={t('list.reports.editCategory')}
                  onClick={() => setCategoryDialog({ mode: 'edit', category: chosenCategory })}
                  mb={categoryError ? 22 : 0}
                >
                  <IconPencil size={18} aria-hidden="true" />
                </ActionIcon>
              </Tooltip>
            )}
            <Button
              variant="light"
              leftSection={<IconFolderPlus size={16} aria-hidden="true" />}
              onClick={() => setCategoryDialog({ mode: 'new', pai: chosenCategory?.id ?? null })}
              mb={categoryError ? 22 : 0}
            >
              {t('list.reports.newCategory')}
            </Button>
          </Group>
          {existing && (
            <Stack gap="xs" component="section" aria-label={t('list.reports.sharing')}>
              <Title order={3} size="h5">
                {t('list.reports.sharing')}
              </Title>
              <Text fz="sm" c="dimmed">
                {t('list.reports.reportId', { id: existing.uuid })}
              </Text>
              <UserShareSelect value={users} onChange={setUsers} />
              {mayShareWithRoles && (
                <MultiSelect
                  label={t('list.reports.shareRoles')}
                  data={(roles.data ?? []).map((r) => ({ value: r.nome, label: r.descricao || r.nome }))}
                  value={perfis}
                  onChange={setPerfis}
                  searchable
                  clearable
                />
              )}
            </Stack>
          )}
        </ReportForm>
      </Modal>
      <CategoryEditModal
        opened={categoryDialog !== null}
        entity={entity}
        category={categoryDialog?.mode === 'edit' ? categoryDialog.category : null}
        pai={categoryDialog?.mode === 'new' ? categoryDialog.pai : null}
        onClose={() => setCategoryDialog(null)}
        onSaved={(category) => {
          setCategoryDialog(null);
          setCategoria(String(category.id));
          void queryClient.invalidateQueries({ queryKey: ['reports', entity] });
        }}
        onRemoved={(id) => {
          setCategoryDialog(null);
          if (categoria === String(id)) setCategoria(null);
          void queryClient.invalidateQueries({ queryKey: ['reports', entity] });
        }}
      />
    </>
  );
}
