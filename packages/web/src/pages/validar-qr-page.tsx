import { Button, FileButton, Group, Paper, Stack, TextInput } from '@mantine/core';
import { IconCamera, IconPhoto } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { VerificacaoCertificado } from '@sigsa/domain/certificados/certificado';
import {
  CAMINHO_VALIDAR_QR,
  CERTIFICADO_NAO_ENCONTRADO_MESSAGE,
  codigoDoQr,
  codigoEmGrupos,
  normalizarCodigo,
  QR_ALHEIO_MESSAGE,
} from '@sigsa/domain/certificados/codigo';
import { PageHeading } from '../components/page-heading.tsx';
import { ApiError, apiRequest } from '../platform/api-client.ts';
import { configQueryOptions } from '../platform/config-api.ts';
import { lerQr } from './qr-leitor.ts';
import { ValidarQrCamera } from './validar-qr-camera.tsx';
import { VerificacaoResultado } from './validar-qr-resultado.tsx';

/** The public check of one code: never cached by the browser's query cache beyond the page. */
function useVerificacao(codigo: string | null) {
  return useQuery({
    queryKey: ['validarQR', codigo],
    enabled: codigo !== null,
    retry: false,
    gcTime: 0,
    queryFn: ({ signal }) =>
      apiRequest<VerificacaoCertificado>(`validarQR/${codigo ?? ''}`, { signal, reportError: false }),
  });
}

/**
 * `/validarQR` and `/validarQR/<código>` (issue 18; public, no sign-in): anyone types or pastes a certificate's
 * code, or opens the address its QR carries, and sees whether it is valid, revoked or superseded.
 */
export function ValidarQrPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const codigo = params.codigo ? normalizarCodigo(params.codigo) : null;
  const [texto, setTexto] = useState(params.codigo ? codigoEmGrupos(codigo ?? params.codigo) : '');
  const [erro, setErro] = useState<string | null>(null);
  const verificacao = useVerificacao(codigo);
  const config = useQuery(configQueryOptions());
  const [camara, setCamara] = useState(false);

  /** A QR read by the camera or from a picture: our public check's address opens it; anything else is refused. */
  const tratarLido = (lido: string | null) => {
    setCamara(false);
    if (lido === null) {
      setErro(t('validarQr.semQr'));
      return;
    }
    const normal = codigoDoQr(lido, config.data?.publicBaseUrl ?? window.location.origin);
    if (!normal) {
      setErro(QR_ALHEIO_MESSAGE);
      return;
    }
    setErro(null);
    setTexto(codigoEmGrupos(normal));
    void navigate(`${CAMINHO_VALIDAR_QR}/${normal}`);
  };

  const verificar = (event: FormEvent) => {
    event.preventDefault();
    const normal = normalizarCodigo(texto);
    if (!normal) {
      setErro(texto.trim() === '' ? t('validarQr.obrigatorio') : CERTIFICADO_NAO_ENCONTRADO_MESSAGE);
      return;
    }
    setErro(null);
    setTexto(codigoEmGrupos(normal));
    void navigate(`${CAMINHO_VALIDAR_QR}/${normal}`);
  };

  // An address whose code cannot be one answers like an unknown code, without asking the server.
  const falha =
    params.codigo && !codigo
      ? CERTIFICADO_NAO_ENCONTRADO_MESSAGE
      : verificacao.error instanceof ApiError
        ? verificacao.error.message || t('validarQr.falha')
        : verificacao.error
          ? t('validarQr.falha')
          : null;

  return (
    <Stack maw={760} mx="auto" gap="lg">
      <Paper p="xl" withBorder shadow="sm">
        <PageHeading title={t('validarQr.titulo')} />
        <form onSubmit={verificar} noValidate>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={t('validarQr.codigo')}
              description={t('validarQr.codigoAjuda')}
              value={texto}
              onChange={(e) => {
                setTexto(e.currentTarget.value);
                setErro(null);
              }}
              error={erro}
              autoComplete="off"
              spellCheck={false}
              style={{ flex: 1, minWidth: 260 }}
            />
            <Button type="submit" loading={verificacao.isFetching}>
              {t('validarQr.verificar')}
            </Button>
          </Group>
        </form>
        <Group gap="sm" mt="md">
          <Button
            variant="default"
            leftSection={<IconCamera size={16} aria-hidden />}
            onClick={() => setCamara((aberta) => !aberta)}
            aria-expanded={camara}
          >
            {t('validarQr.lerQr')}
          </Button>
          <FileButton
            accept="image/*"
            onChange={(file) =>
              file &&
              void lerQr(file)
                .catch(() => null)
                .then(tratarLido)
            }
          >
            {(props) => (
              <Button variant="default" leftSection={<IconPhoto size={16} aria-hidden />} {...props}>
                {t('validarQr.escolherImagem')}
              </Button>
            )}
          </FileButton>
        </Group>
        {camara && (
          <Stack mt="md">
            <ValidarQrCamera onLido={tratarLido} onFechar={() => setCamara(false)} />
          </Stack>
        )}
      </Paper>
      <div aria-live="polite">
        {verificacao.data && codigo && <VerificacaoResultado verificacao={verificacao.data} />}
        {falha && <VerificacaoResultado falha={falha} />}
      </div>
    </Stack>
  );
}
