import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Fieldset,
  Group,
  List,
  Paper,
  Progress,
  Stack,
  Text,
  TextInput,
  type MantineColor,
} from '@mantine/core';
import { IconCamera, IconFile, IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '../platform/api-client.ts';
import {
  addFiles,
  applyEvent,
  isTransferring,
  itemName,
  UPLOAD_ERROR_MESSAGE,
  WEBCAM_JPEG_QUALITY,
  webcamFileName,
  type DocumentItem,
  type DocumentStatus,
} from './document-items.ts';

/** Badge colour of each document status. */
const STATUS_COLORS: Record<DocumentStatus, MantineColor> = {
  TO_UPLOAD: 'blue',
  UPLOADING: 'blue',
  UPLOADED: 'teal',
  REMOTE: 'green',
  TO_REMOVE: 'orange',
  TO_COPY: 'blue',
  ERROR: 'red',
};

/** Props of {@link DocumentInput}. */
export interface DocumentInputProps {
  label: string;
  /** The items, as {@link loadDocumentItems} builds them and {@link uploadDocuments} moves them on. */
  value: readonly DocumentItem[];
  onChange: (items: DocumentItem[]) => void;
  /** Several documents; otherwise a new file replaces the list (spec 000 §4.1). Default false. */
  multiple?: boolean;
  /** An optional title per document, sent as `?titulo=`. */
  withTitle?: boolean;
  /** Offers a photo from the device's camera (spec 000 §2.6). */
  withWebcam?: boolean;
  /** The file input's `accept`, for example "image/*,application/pdf". */
  accept?: string;
  /** Shows the stored documents as download links, with no way to change them. */
  readOnly?: boolean;
  disabled?: boolean;
  description?: string;
  error?: string | null;
}

/**
 * The document/photo input (spec 000 §2.6, §4.1): a file button (and a drop area), optionally a webcam panel;
 * one or several items, each with its name, optional title, progress while uploading and status. Removing a
 * stored document only marks it for removal (with "Cancelar remoção"); the parent sends the changes with
 * {@link uploadDocuments} when the form is saved.
 */
export function DocumentInput({
  label,
  value,
  onChange,
  multiple = false,
  withTitle = false,
  withWebcam = false,
  accept,
  readOnly = false,
  disabled = false,
  description,
  error,
}: DocumentInputProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [webcamOpen, setWebcamOpen] = useState(false);
  const [dragging, setDragging] = useState(false);
  const busy = value.some(isTransferring);
  const locked = disabled || busy;
  const shown = readOnly ? value.filter((item) => item.status === 'REMOTE') : value;

  const add = (files: readonly File[]) => {
    if (!locked && files.length > 0) onChange(addFiles(value, files, multiple));
  };
  const pick = () => inputRef.current?.click();
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    add(Array.from(event.dataTransfer.files));
  };

  return (
    <Fieldset legend={label} variant="unstyled" disabled={disabled}>
      <Stack gap="xs">
        {description && (
          <Text fz="sm" c="dimmed">
            {description}
          </Text>
        )}
        {!readOnly && (
          <Box
            onDragOver={(event) => {
              event.preventDefault();
              if (!locked) setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            p="sm"
            bd={`1px dashed var(--mantine-color-${dragging ? 'blue-6' : 'gray-4'})`}
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            data-dragging={dragging || undefined}
          >
            <input
              ref={inputRef}
              type="file"
              hidden
              tabIndex={-1}
              multiple={multiple}
              accept={accept}
              aria-label={t('documents.fileInput', { label })}
              data-testid="document-input-file"
              onChange={(event) => {
                add(Array.from(event.currentTarget.files ?? []));
                // Lets the user pick the same file again after removing it.
                event.currentTarget.value = '';
              }}
            />
            <Group gap="sm">
              <Button
                variant="light"
                leftSection={<IconUpload size={16} aria-hidden="true" />}
                onClick={pick}
                disabled={locked}
              >
                {t(multiple ? 'documents.chooseMany' : 'documents.chooseOne')}
              </Button>
              {withWebcam && (
                <Button
                  variant="subtle"
                  leftSection={<IconCamera size={16} aria-hidden="true" />}
                  onClick={() => setWebcamOpen((open) => !open)}
                  aria-expanded={webcamOpen}
                  disabled={locked}
                >
                  {t(webcamOpen ? 'documents.webcam.close' : 'documents.webcam.open')}
                </Button>
              )}
              <Text fz="sm" c="dimmed">
                {t('documents.dropHint')}
              </Text>
            </Group>
          </Box>
        )}
        {withWebcam && webcamOpen && !readOnly && (
          <WebcamCapture disabled={locked} onCapture={(file) => add([file])} />
        )}
        {shown.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('documents.empty')}
          </Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} aria-label={label} style={{ listStyle: 'none' }}>
            {shown.map((item) => (
              <DocumentRow
                key={item.key}
                item={item}
                withTitle={withTitle}
                editable={!readOnly && !locked}
                single={!multiple}
                onEvent={(event) => onChange(applyEvent(value, item.key, event))}
                onPickAnother={pick}
              />
            ))}
          </Stack>
        )}
        {error && (
          <Text fz="sm" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}

interface DocumentRowProps {
  item: DocumentItem;
  withTitle: boolean;
  editable: boolean;
  single: boolean;
  onEvent: (
    event: { type: 'remove' } | { type: 'cancelRemoval' } | { type: 'retitle'; titulo: string },
  ) => void;
  onPickAnother: () => void;
}

function DocumentRow({ item, withTitle, editable, single, onEvent, onPickAnother }: DocumentRowProps) {
  const { t } = useTranslation();
  const name = itemName(item);
  const stored = item.href !== null && (item.status === 'REMOTE' || item.status === 'TO_REMOVE');
  const titleEditable = editable && (item.status === 'TO_UPLOAD' || item.status === 'TO_COPY');
  return (
    <Paper component="li" withBorder p="xs" data-testid="document-item" data-status={item.status}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <IconFile size={18} aria-hidden="true" />
            {stored && item.href ? (
              <Anchor
                href={apiUrl(item.href)}
                fz="sm"
                truncate
                td={item.status === 'TO_REMOVE' ? 'line-through' : undefined}
              >
                {name}
              </Anchor>
            ) : (
              <Text fz="sm" truncate>
                {name}
              </Text>
            )}
            <Badge color={STATUS_COLORS[item.status]} variant="light" style={{ flexShrink: 0 }}>
              {t(`documents.status.${item.status}`)}
            </Badge>
          </Group>
          {editable &&
            (item.status === 'TO_REMOVE' ? (
              <Button variant="subtle" size="xs" onClick={() => onEvent({ type: 'cancelRemoval' })}>
                {t('documents.cancelRemoval')}
              </Button>
            ) : (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('documents.remove', { name })}
                onClick={() => onEvent({ type: 'remove' })}
              >
                <IconTrash size={16} aria-hidden="true" />
              </ActionIcon>
            ))}
        </Group>
        {withTitle &&
          (titleEditable ? (
            <TextInput
              size="xs"
              label={t('documents.title')}
              aria-label={t('documents.titleOf', { name })}
              value={item.titulo ?? ''}
              maxLength={255}
              onChange={(event) => onEvent({ type: 'retitle', titulo: event.currentTarget.value })}
            />
          ) : (
            item.titulo && (
              <Text fz="xs" c="dimmed">
                {t('documents.titleValue', { titulo: item.titulo })}
              </Text>
            )
          ))}
        {item.status === 'UPLOADING' && (
          <Progress value={item.progress} size="sm" aria-label={t('documents.progress', { name })} />
        )}
        {item.status === 'ERROR' && (
          <Alert color="red" p="xs" role="alert">
            <Text fz="sm">{UPLOAD_ERROR_MESSAGE}</Text>
            {item.erro && (
              <Text fz="xs" c="dimmed">
                {item.erro}
              </Text>
            )}
            {single && editable && (
              <Button size="xs" variant="light" mt={6} onClick={onPickAnother}>
                {t('documents.pickAnother')}
              </Button>
            )}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** Why the camera could not start (spec 000 §8.2: webcam initialisation errors are collected and listed). */
export function webcamErrorKey(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'documents.webcam.errors.denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'documents.webcam.errors.notFound';
    case 'NotReadableError':
    case 'AbortError':
      return 'documents.webcam.errors.busy';
    default:
      return 'documents.webcam.errors.other';
  }
}

/** The current frame of `video` as a JPEG file (quality 1) named `webcam-<timestamp>.jpg` (spec 000 §9). */
export async function captureFrame(video: HTMLVideoElement, at: number = Date.now()): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth || 640;
  canvas.height = video.videoHeight || 480;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d indisponível');
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', WEBCAM_JPEG_QUALITY),
  );
  if (!blob) throw new Error('imagem vazia');
  return new File([blob], webcamFileName(at), { type: 'image/jpeg' });
}

function hasGetUserMedia(): boolean {
  return 'mediaDevices' in navigator && typeof navigator.mediaDevices.getUserMedia === 'function';
}

function WebcamCapture({ disabled, onCapture }: { disabled: boolean; onCapture: (file: File) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    let opened: MediaStream | null = null;
    const start = async () => {
      if (!hasGetUserMedia()) {
        setErrors((list) => [...list, t('documents.webcam.errors.unsupported')]);
        return;
      }
      try {
        opened = await navigator.mediaDevices.getUserMedia({ video: true, audio: false });
        if (!active) {
          for (const track of opened.getTracks()) track.stop();
          return;
        }
        setStream(opened);
      } catch (cause) {
        const detail = cause instanceof Error ? cause.message : String(cause);
        if (active) setErrors((list) => [...list, t(webcamErrorKey(cause), { detail })]);
      }
    };
    void start();
    return () => {
      active = false;
      // The camera light goes off as soon as the panel closes.
      if (opened) for (const track of opened.getTracks()) track.stop();
      setStream(null);
    };
  }, [attempt, t]);

  useEffect(() => {
    if (videoRef.current) videoRef.current.srcObject = stream;
  }, [stream]);

  const capture = async () => {
    const video = videoRef.current;
    if (!video) return;
    try {
      onCapture(await captureFrame(video));
    } catch {
      setErrors((list) => [...list, t('documents.webcam.errors.capture')]);
    }
  };

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Text fw={500} id={headingId}>
          {t('documents.webcam.title')}
        </Text>
        <video
          ref={videoRef}
          autoPlay
          muted
          playsInline
          aria-label={t('documents.webcam.preview')}
          style={{ width: '100%', maxWidth: 480, background: 'var(--mantine-color-gray-2)' }}
        />
        <Group gap="sm">
          <Button
            leftSection={<IconCamera size={16} aria-hidden="true" />}
            onClick={() => void capture()}
            disabled={disabled || stream === null}
          >
            {t('documents.webcam.capture')}
          </Button>
          {errors.length > 0 && stream === null && (
            <Button variant="subtle" onClick={() => setAttempt((n) => n + 1)}>
              {t('documents.webcam.retry')}
            </Button>
          )}
        </Group>
        {errors.length > 0 && (
          <Alert color="red" title={t('documents.webcam.errors.title')} role="alert">
            <List size="sm">
              {errors.map((message, index) => (
                <List.Item key={index}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
