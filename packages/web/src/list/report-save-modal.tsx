import {
  ActionIcon,
  Alert,
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
import { filtrosJsonSchema, type CategoriaRelatorio } from '@sigsa/domain/list/reports';
import { PT } from '@sigsa/domain/validation/form-schema';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextInput } from '../components/form-inputs/text-inputs.tsx';
import { useSchemaForm } from '../platform/forms/use-schema-form.ts';
import { rolesQueryOptions } from '../platform/roles-api.ts';
import { useActiveSession } from '../platform/session-store.ts';
import { CategoryEditModal } from './category-edit-modal.tsx';
import { ReportForm, useBusyAction } from './report-form.tsx';
import {
  REPORT_FIELDS,
  reportDraft,
  reportSchema,
  reportValues,
  type ReportSave,
  type ReportTarget,
  type ReportValues,
  type SharedUser,
} from './report-save-values.ts';
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
  onBlur,
  error,
}: {
  value: SharedUser[];
  onChange: (users: SharedUser[]) => void;
  onBlur: () => void;
  error: string | undefined;
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
      onBlur={onBlur}
      error={error}
    />
  );
}

/**
 * "Guardar filtros como relatório" (spec 000 §2.5): name and category (required by the report schema the
 * server applies), "Nova categoria", edit-category once one is chosen, the sharing sections for an existing
 * report (roles only for ROLE_SIGSA and ROLE_MANAGER), Cancelar / Remover (existing report only) / Gravar.
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

  const target: ReportTarget = { entity, filtrosJson, existing, mayShareWithRoles };
  const schemaForm = useSchemaForm<ReportValues, ReportSave>({
    schemaOf: () => reportSchema(target),
    toDraft: (values) => reportDraft(values, target),
    defaultValues: reportValues(existing),
    fields: REPORT_FIELDS,
  });
  const { form, required } = schemaForm;
  const { errors } = form.formState;
  const { busy, run: runAction } = useBusyAction();
  const [categoryDialog, setCategoryDialog] = useState<CategoryDialog | null>(null);

  useOnOpen(opened, () => form.reset(reportValues(existing)), existing?.id);

  const flat = flattenCategories(categories.data ?? []);
  const categoria = useWatch({ control: form.control, name: 'categoria' });
  const chosenCategory = flat.find((c) => String(c.category.id) === categoria)?.category ?? null;
  // The buttons beside the select line up with it while it shows a message.
  const categoryOffset = errors.categoria ? 22 : 0;
  // Filters that could never be saved (over 100 kB) are said at once: no field of the form shows them.
  const filtersError = filtrosJsonSchema.safeParse(filtrosJson, PT).error?.issues[0]?.message;

  const run = (action: () => Promise<void>) =>
    runAction(async () => {
      await action();
      await queryClient.invalidateQueries({ queryKey: ['reports'] });
    });

  const save = (payload: ReportSave) =>
    run(async () => {
      if ('create' in payload) onSaved(await createReport(payload.create));
      else if (existing) onSaved(await patchReport(existing.id, payload.patch));
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
          schemaForm={schemaForm}
          busy={busy}
          onSubmit={(payload) => void save(payload)}
          onCancel={onClose}
          onRemove={existing ? () => void remove() : undefined}
        >
          {filtersError && (
            <Alert color="red" variant="light" role="alert">
              {filtersError}
            </Alert>
          )}
          <FormTextInput name="nome" label={t('list.reports.name')} autoFocus />
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <Controller
              control={form.control}
              name="categoria"
              render={({ field }) => (
                <Select
                  style={{ flex: 1 }}
                  label={t('list.reports.category')}
                  required={required.has('categoria')}
                  data={flat.map(({ category, depth }) => ({
                    value: String(category.id),
                    label: `${'— '.repeat(depth)}${category.nome}`,
                  }))}
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value);
                    // A pick by mouse may never blur the input: the choice itself counts as leaving it.
                    field.onBlur();
                  }}
                  onBlur={field.onBlur}
                  error={errors.categoria?.message}
                  nothingFoundMessage={t('list.reports.noCategories')}
                  searchable
                />
              )}
            />
            {chosenCategory && (
              <Tooltip label={t('list.reports.editCategory')}>
                <ActionIcon
                  size="lg"
                  variant="default"
                  aria-label={t('list.reports.editCategory')}
                  onClick={() => setCategoryDialog({ mode: 'edit', category: chosenCategory })}
                  mb={categoryOffset}
                >
                  <IconPencil size={18} aria-hidden="true" />
                </ActionIcon>
              </Tooltip>
            )}
            <Button
              variant="light"
              leftSection={<IconFolderPlus size={16} aria-hidden="true" />}
              onClick={() => setCategoryDialog({ mode: 'new', pai: chosenCategory?.id ?? null })}
              mb={categoryOffset}
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
              <Controller
                control={form.control}
                name="partilhadoComUtilizadores"
                render={({ field }) => (
                  <UserShareSelect
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.partilhadoComUtilizadores?.message}
                  />
                )}
              />
              {mayShareWithRoles && (
                <Controller
                  control={form.control}
                  name="partilhadoComPerfis"
                  render={({ field }) => (
                    <MultiSelect
                      label={t('list.reports.shareRoles')}
                      data={(roles.data ?? []).map((r) => ({ value: r.nome, label: r.descricao || r.nome }))}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={errors.partilhadoComPerfis?.message}
                      searchable
                      clearable
                    />
                  )}
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
          form.setValue('categoria', String(category.id), { shouldValidate: true });
          void queryClient.invalidateQueries({ queryKey: ['reports', entity] });
        }}
        onRemoved={(id) => {
          setCategoryDialog(null);
          // The category it named is gone: the field is empty again, and says so.
          if (categoria === String(id)) form.setValue('categoria', null, { shouldValidate: true });
          void queryClient.invalidateQueries({ queryKey: ['reports', entity] });
        }}
      />
    </>
  );
}
