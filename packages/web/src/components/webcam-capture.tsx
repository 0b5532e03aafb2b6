import { Alert, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WEBCAM_JPEG_QUALITY, webcamFileName } from './document-items.ts';

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

/** Props of {@link WebcamCapture}. */
interface WebcamCaptureProps {
  disabled: boolean;
  onCapture: (file: File) => void;
}

/** The webcam panel of the document input: a live preview, "Capturar", and the errors met starting the camera. */
export function WebcamCapture({ disabled, onCapture }: WebcamCaptureProps) {
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
