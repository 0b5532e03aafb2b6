import { Fieldset, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentDropZone } from './document-drop-zone.tsx';
import { addFiles, applyEvent, isTransferring, type DocumentItem } from './document-items.ts';
import { DocumentRow } from './document-row.tsx';
import { WebcamCapture } from './webcam-capture.tsx';

// Importers (and tests) know the webcam helpers by this file.
export { captureFrame, webcamErrorKey } from './webcam-capture.tsx';

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
  const busy = value.some(isTransferring);
  const locked = disabled || busy;
  const shown = readOnly ? value.filter((item) => item.status === 'REMOTE') : value;

  const add = (files: readonly File[]) => {
    if (!locked && files.length > 0) onChange(addFiles(value, files, multiple));
  };
  const pick = () => inputRef.current?.click();

  return (
    <Fieldset legend={label} variant="unstyled" disabled={disabled}>
      <Stack gap="xs">
        {description && (
          <Text fz="sm" c="dimmed">
            {description}
          </Text>
        )}
        {!readOnly && (
          <DocumentDropZone
            label={label}
            inputRef={inputRef}
            multiple={multiple}
            accept={accept}
            locked={locked}
            withWebcam={withWebcam}
            webcamOpen={webcamOpen}
            onToggleWebcam={() => setWebcamOpen((open) => !open)}
            onPick={pick}
            onAdd={add}
          />
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
