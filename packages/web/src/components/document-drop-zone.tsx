import { Box, Button, Group, Text } from '@mantine/core';
import { IconCamera, IconUpload } from '@tabler/icons-react';
import { useState, type DragEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link DocumentDropZone}. */
interface DocumentDropZoneProps {
  label: string;
  /** The hidden file input, which the parent also opens to replace a failed upload. */
  inputRef: RefObject<HTMLInputElement | null>;
  multiple: boolean;
  accept: string | undefined;
  /** Disabled, or an upload is under way: nothing can be added. */
  locked: boolean;
  withWebcam: boolean;
  webcamOpen: boolean;
  onToggleWebcam: () => void;
  onPick: () => void;
  onAdd: (files: readonly File[]) => void;
}

/** Where files enter the document input: the file button, the webcam toggle, and a drop area around them. */
export function DocumentDropZone({
  label,
  inputRef,
  multiple,
  accept,
  locked,
  withWebcam,
  webcamOpen,
  onToggleWebcam,
  onPick,
  onAdd,
}: DocumentDropZoneProps) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    onAdd(Array.from(event.dataTransfer.files));
  };

  return (
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
          onAdd(Array.from(event.currentTarget.files ?? []));
          // Lets the user pick the same file again after removing it.
          event.currentTarget.value = '';
        }}
      />
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconUpload size={16} aria-hidden="true" />}
          onClick={onPick}
          disabled={locked}
        >
          {t(multiple ? 'documents.chooseMany' : 'documents.chooseOne')}
        </Button>
        {withWebcam && (
          <Button
            variant="subtle"
            leftSection={<IconCamera size={16} aria-hidden="true" />}
            onClick={onToggleWebcam}
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
  );
}
