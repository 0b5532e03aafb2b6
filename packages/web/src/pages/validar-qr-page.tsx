import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { VerificacaoCertificado } from '@sigsa/domain/certificados/certificado';
import {
  CAMINHO_VALIDAR_QR,
  CERTIFICADO_NAO_ENCONTRADO_MESSAGE,
  codigoEmGrupos,
  normalizarCodigo,
} from '@sigsa/domain/certificados/codigo';
import { PageHeading } from '../components/page-heading.tsx';
import { ApiError, apiRequest } from '../platform/api-client.ts';
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

  const verificar = (event: FormEvent) => {
    event.preventDefault();
    const normal = normalizarCodigo(texto);
    if (!normal) {
      setErro(texto.trim() === '' ? t('validarQr.obrigatorio') : CERTIFICADO_NAO_ENCONTRADO_MESSAGE);
      return;
    }
    setErro(null);
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
      </Paper>
      <div aria-live="polite">
        {verificacao.data && codigo && <VerificacaoResultado verificacao={verificacao.data} />}
        {falha && <VerificacaoResultado falha={falha} />}
      </div>
    </Stack>
  );
}
