import {
  Box,
  Button,
  Divider,
  Group,
  Loader,
  Modal,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconFileAnalytics, IconFolder } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  relatorioImportSchema,
  type CategoriaRelatorio,
  type Relatorio,
  type RelatorioImport,
} from '@sigsa/domain/list/reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextInput } from '../components/form-inputs/text-inputs.tsx';
import { DomainFormProvider } from '../platform/forms/form-provider.tsx';
import { useSchemaForm } from '../platform/forms/use-schema-form.ts';
import { useBusyAction } from './report-form.tsx';
import { categoriesQueryOptions, importReport } from './reports-api.ts';
import { useOnOpen } from '../platform/use-on-open.ts';
import { showSuccessToast } from '../platform/toasts.ts';

interface ImportValues {
  id: string;
}

const NO_IMPORT: ImportValues = { id: '' };
const IMPORT_FIELDS = ['id'] as const;
const importSchemaOf = () => relatorioImportSchema;
const importDraft = (values: ImportValues) => ({ id: values.id });

function hasReports(category: CategoriaRelatorio): boolean {
  return (category.relatorios ?? []).length > 0 || (category.subCategorias ?? []).some(hasReports);
}

function CategoryNode({
  category,
  selectedId,
  onSelect,
}: {
  category: CategoriaRelatorio;
  selectedId: number | null;
  onSelect: (report: Relatorio) => void;
}) {
  return (
    <NavLink
      label={category.nome}
      description={category.descricao ?? undefined}
      leftSection={<IconFolder size={16} aria-hidden="true" />}
      defaultOpened
      childrenOffset={20}
    >
      {(category.subCategorias ?? []).map((child) => (
        <CategoryNode key={`c${child.id}`} category={child} selectedId={selectedId} onSelect={onSelect} />
      ))}
      {(category.relatorios ?? []).map((report) => (
        <NavLink
          key={`r${report.id}`}
          label={report.nome}
          leftSection={<IconFileAnalytics size={16} aria-hidden="true" />}
          active={report.id === selectedId}
          aria-current={report.id === selectedId ? 'true' : undefined}
          onClick={() => onSelect(report)}
        />
      ))}
    </NavLink>
  );
}

/** Props of {@link ReportLoadModal}. */
export interface ReportLoadModalProps {
  opened: boolean;
  entity: string;
  onClose: () => void;
  onLoad: (report: Relatorio) => void;
}

/**
 * "Carregar filtros guardados" (spec 000 §2.5): the tree of categories and reports of the entity, Carregar
 * once a report is chosen, and "Importar relatório" by its ID (required by the import's schema, 000 §5).
 */
export function ReportLoadModal({ opened, entity, onClose, onLoad }: ReportLoadModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const categories = useQuery({ ...categoriesQueryOptions(entity), enabled: opened });
  const [selected, setSelected] = useState<Relatorio | null>(null);
  const { busy: importing, run } = useBusyAction();
  const importForm = useSchemaForm<ImportValues, RelatorioImport>({
    schemaOf: importSchemaOf,
    toDraft: importDraft,
    defaultValues: NO_IMPORT,
    fields: IMPORT_FIELDS,
  });

  useOnOpen(opened, () => {
    setSelected(null);
    importForm.form.reset(NO_IMPORT);
  });

  const tree = (categories.data ?? []).filter(hasReports);

  const runImport = ({ id }: RelatorioImport) =>
    run(async () => {
      await importReport(id);
      showSuccessToast(t('list.reports.imported'));
      // Ready for the next ID, untouched.
      importForm.form.reset(NO_IMPORT);
      await queryClient.invalidateQueries({ queryKey: ['reports', entity] });
    });

  return (
    <Modal opened={opened} onClose={onClose} title={t('list.reports.loadTitle')} size="lg">
      <Stack>
        <ScrollArea.Autosize mah={400} type="auto">
          {categories.isPending ? (
            <Loader role="status" size="sm" aria-label={t('app.loading')} />
          ) : tree.length === 0 ? (
            <Text c="dimmed">{t('list.reports.none')}</Text>
          ) : (
            <nav aria-label={t('list.reports.treeLabel')}>
              {tree.map((category) => (
                <CategoryNode
                  key={category.id}
                  category={category}
                  selectedId={selected?.id ?? null}
                  onSelect={setSelected}
                />
              ))}
            </nav>
          )}
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('list.actions.cancel')}
          </Button>
          <Button disabled={selected === null} onClick={() => selected && onLoad(selected)}>
            {t('list.reports.load')}
          </Button>
        </Group>
        <Divider />
        <DomainFormProvider domainForm={importForm}>
          <form onSubmit={(event) => void importForm.form.handleSubmit(runImport)(event)}>
            <Stack gap="xs">
              <Title order={3} size="h5">
                {t('list.reports.importTitle')}
              </Title>
              <Group align="flex-start">
                <Box style={{ flex: 1 }}>
                  <FormTextInput name="id" label={t('list.reports.importId')} />
                </Box>
                <Button
                  type="submit"
                  mt={25}
                  disabled={!importForm.form.formState.isValid}
                  loading={importing}
                >
                  {t('list.reports.import')}
                </Button>
              </Group>
            </Stack>
          </form>
        </DomainFormProvider>
      </Stack>
    </Modal>
  );
}
