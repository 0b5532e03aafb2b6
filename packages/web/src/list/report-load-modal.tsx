import {
  Button,
  Divider,
  Group,
  Loader,
  Modal,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconFileAnalytics, IconFolder } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoriaRelatorio, Relatorio } from '@sigsa/domain/list/reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoriesQueryOptions, importReport } from './reports-api.ts';
import { useOnOpen } from '../platform/use-on-open.ts';
import { showSuccessToast } from '../platform/toasts.ts';

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
 * once a report is chosen, and "Importar relatório" by its ID.
 */
export function ReportLoadModal({ opened, entity, onClose, onLoad }: ReportLoadModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const categories = useQuery({ ...categoriesQueryOptions(entity), enabled: opened });
  const [selected, setSelected] = useState<Relatorio | null>(null);
  const [importId, setImportId] = useState('');
  const [importTouched, setImportTouched] = useState(false);
  const [importing, setImporting] = useState(false);

  useOnOpen(opened, () => {
    setSelected(null);
    setImportId('');
    setImportTouched(false);
  });

  const tree = (categories.data ?? []).filter(hasReports);
  const importValid = importId.trim() !== '';

  const runImport = async () => {
    setImporting(true);
    try {
      await importReport(importId.trim());
      showSuccessToast(t('list.reports.imported'));
      setImportId('');
      setImportTouched(false);
      await queryClient.invalidateQueries({ queryKey: ['reports', entity] });
    } catch {
      // The API client has shown the error toast.
    } finally {
      setImporting(false);
    }
  };

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
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (importValid) void runImport();
          }}
        >
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('list.reports.importTitle')}
            </Title>
            <Group align="flex-start">
              <TextInput
                style={{ flex: 1 }}
                label={t('list.reports.importId')}
                required
                value={importId}
                onChange={(event) => setImportId(event.currentTarget.value)}
                onBlur={() => setImportTouched(true)}
                error={importTouched && !importValid ? t('validation.required') : null}
              />
              <Button type="submit" mt={25} disabled={!importValid} loading={importing}>
                {t('list.reports.import')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}
