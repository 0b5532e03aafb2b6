import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAMARA_MESSAGE } from '@sigsa/domain/certificados/codigo';
import { lerQr } from './qr-leitor.ts';

/** How often a camera frame is read: enough to feel immediate, little enough for an old phone. */
const INTERVALO_MS = 250;

/** The current frame of `video` as pixels; null before the first frame arrives. */
function fotograma(video: HTMLVideoElement, canvas: HTMLCanvasElement): ImageData | null {
  if (video.readyState < video.HAVE_CURRENT_DATA || video.videoWidth === 0) return null;
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const contexto = canvas.getContext('2d', { willReadFrequently: true });
  if (!contexto) return null;
  contexto.drawImage(video, 0, 0);
  return contexto.getImageData(0, 0, canvas.width, canvas.height);
}

/**
 * "Ler código QR": the rear camera, read frame after frame until a QR code is seen; its text goes to `onLido` and
 * the camera stops. A camera refused or missing: "Não foi possível aceder à câmara. Verifique as permissões do
 * navegador.".
 */
export function ValidarQrCamera({
  onLido,
  onFechar,
}: {
  onLido: (texto: string) => void;
  onFechar: () => void;
}) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [erro, setErro] = useState(false);
  const lido = useRef(onLido);
  lido.current = onLido;

  useEffect(() => {
    let ativo = true;
    let stream: MediaStream | null = null;
    let temporizador: ReturnType<typeof setTimeout> | null = null;
    const canvas = document.createElement('canvas');
    const ler = async () => {
      const video = videoRef.current;
      const imagem = video ? fotograma(video, canvas) : null;
      const texto = imagem ? await lerQr(imagem).catch(() => null) : null;
      if (!ativo) return;
      if (texto) lido.current(texto);
      else temporizador = setTimeout(() => void ler(), INTERVALO_MS);
    };
    const abrir = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
        if (!ativo || !videoRef.current) return;
        videoRef.current.srcObject = stream;
        await videoRef.current.play().catch(() => undefined);
        void ler();
      } catch {
        if (ativo) setErro(true);
      }
    };
    void abrir();
    return () => {
      ativo = false;
      if (temporizador) clearTimeout(temporizador);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <Paper p="md" withBorder>
      <Stack gap="sm">
        {erro ? (
          <Alert color="red" variant="light" role="alert">
            {CAMARA_MESSAGE}
          </Alert>
        ) : (
          <>
            <Text size="sm">{t('validarQr.apontarCamara')}</Text>
            <video
              ref={videoRef}
              muted
              playsInline
              aria-label={t('validarQr.imagemCamara')}
              style={{ width: '100%', maxHeight: 360, background: 'black', borderRadius: 4 }}
            />
          </>
        )}
        <Button variant="default" onClick={onFechar} style={{ alignSelf: 'flex-start' }}>
          {t('validarQr.fecharCamara')}
        </Button>
      </Stack>
    </Paper>
  );
}
