import { Button, Checkbox, Group, Modal, Progress, ScrollArea, Stack, Text } from '@mantine/core';
import type { ColumnDescriptor } from '@sigsa/domain/list/columns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiUrl } from '../platform/api-client.ts';
import { showHttpErrorToast } from '../platform/http-error-toast.ts';
import { useOnOpen } from '../platform/use-on-open.ts';
import { showSuccessToast } from '../platform/toasts.ts';
import { saveBlob } from '../platform/save-blob.ts';

/** Progress of a download: bytes so far and the total when the server sent one. */
interface DownloadProgress {
  received: number;
  total: number | null;
}

/** The file name of a Content-Disposition header, or `fallback`. */
export function attachmentName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      // A malformed name falls through to the plain form.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1] ?? fallback;
}

/** The export URL: one JSON parameter per filter plus the chosen column keys (spec 000 §7.2). */
export function exportUrl(
  entity: string,
  filters: Record<string, string>,
  columns: readonly string[],
): string {
  return apiUrl(`${entity}/export/excel`, { ...filters, columns: JSON.stringify(columns) });
}

/** Downloads `url` as a blob, reporting progress; rejects with an {@link ApiError} on failure. */
async function downloadBlob(
  url: string,
  onProgress: (progress: DownloadProgress) => void,
  signal: AbortSignal,
): Promise<{ blob: Blob; name: string | null }> {
  const response = await fetch(url, { credentials: 'include', signal });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: unknown };
    throw new ApiError(response.status, typeof body.message === 'string' ? body.message : '');
  }
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const name = response.headers.get('Content-Disposition');
  if (!response.body) return { blob: await response.blob(), name };
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress({ received, total });
  }
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  return { blob: new Blob(chunks, { type }), name };
}

/** Props of {@link ExcelExportModal}. */
export interface ExcelExportModalProps {
  opened: boolean;
  entity: string;
  /** Every column that may be exported, with `selected` for the ones shown. */
  columns: readonly ColumnDescriptor[];
  filters: Record<string, string>;
  onClose: () => void;
}

/**
 * "Exportação para Excel" (spec 000 §2.5): the columns to export (the table's by default), then the file is
 * fetched with a progress bar and saved; "Dados exportados com sucesso" when done.
 */
export function ExcelExportModal({ opened, entity, columns, filters, onClose }: ExcelExportModalProps) {
  const { t } = useTranslation();
  const exportable = columns.filter((c) => c.showOnExport);
  const [chosen, setChosen] = useState<string[]>([]);
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [controller, setController] = useState<AbortController | null>(null);

  useOnOpen(opened, () => {
    setChosen(columns.filter((c) => c.showOnExport && c.selected).map((c) => c.key));
    setProgress(null);
  });

  const close = () => {
    controller?.abort();
    setController(null);
    onClose();
  };

  const download = async () => {
    const abort = new AbortController();
    setController(abort);
    setProgress({ received: 0, total: null });
    try {
      const keys = exportable.filter((c) => chosen.includes(c.key)).map((c) => c.key);
      const { blob, name } = await downloadBlob(exportUrl(entity, filters, keys), setProgress, abort.signal);
      saveBlob(blob, attachmentName(name, `${entity}.xlsx`));
      showSuccessToast(t('list.export.success'));
      setController(null);
      onClose();
    } catch (error) {
      setController(null);
      setProgress(null);
      if (abort.signal.aborted) return;
      const status = error instanceof ApiError ? error.status : 0;
      showHttpErrorToast(status, error instanceof Error ? error.message : '');
    }
  };

  const downloading = progress !== null;
  const percent = progress?.total ? Math.min(100, (progress.received / progress.total) * 100) : 100;

  return (
    <Modal opened={opened} onClose={close} title={t('list.export.title')} size="lg">
      <Stack>
        <Text>{t('list.export.columnsText')}</Text>
        <ScrollArea.Autosize mah={320} type="auto">
          <Checkbox.Group value={chosen} onChange={setChosen} aria-label={t('list.export.columnsText')}>
            <Stack gap={6}>
              {exportable.map((column) => (
                <Checkbox key={column.key} value={column.key} label={column.name} disabled={downloading} />
              ))}
            </Stack>
          </Checkbox.Group>
        </ScrollArea.Autosize>
        <Text>{t('list.export.downloadText')}</Text>
        {downloading && (
          <Stack gap={4} role="status">
            <Progress value={percent} animated striped aria-label={t('list.export.progress')} />
            <Text fz="sm" c="dimmed">
              {t('list.export.progress')}
            </Text>
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('list.actions.cancel')}
          </Button>
          <Button onClick={() => void download()} loading={downloading} disabled={chosen.length === 0}>
            {t('list.export.download')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
