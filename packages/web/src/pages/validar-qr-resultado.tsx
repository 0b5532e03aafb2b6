import { Alert, Button, Code, CopyButton, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerificacaoCertificado } from '@sigsa/domain/certificados/certificado';
import { formatDisplayDate, todayIn } from '@sigsa/domain/validation/dates';
import { TabelaDeCampos } from '../components/certificados/tabela-de-campos.tsx';

/** A certificate state's date as the page writes it: dd/MM/yyyy in Lisbon. */
const dia = (iso: string) => formatDisplayDate(todayIn(new Date(iso)));

/** SHA-256 of a file, in hex, computed in the browser: the file never leaves it. */
async function sha256(file: File): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

function Estado({ verificacao }: { verificacao: VerificacaoCertificado }) {
  const { t } = useTranslation();
  switch (verificacao.estado) {
    case 'VALIDO':
      return (
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck aria-hidden />}
          title={t('validarQr.valido')}
        />
      );
    case 'REVOGADO':
      return (
        <Alert
          color="red"
          variant="light"
          icon={<IconCircleX aria-hidden />}
          title={t('validarQr.revogado', { data: dia(verificacao.estadoDesde) })}
        >
          {verificacao.motivo && t('validarQr.motivo', { motivo: verificacao.motivo })}
        </Alert>
      );
    case 'SUBSTITUIDO':
      return (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title={t('validarQr.substituido', { data: dia(verificacao.estadoDesde) })}
        />
      );
  }
}

/** "Check the file": the PDF a user holds, hashed here, against the one issued. */
function VerificarFicheiro({ hashPdf }: { hashPdf: string }) {
  const { t } = useTranslation();
  const [corresponde, setCorresponde] = useState<boolean | null>(null);
  const verificar = async (file: File | null | undefined) => {
    if (!file) return;
    setCorresponde((await sha256(file)) === hashPdf.toLowerCase());
  };
  return (
    <Stack
      gap="xs"
      p="sm"
      bd="1px dashed var(--mantine-color-gray-5)"
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      onDragOver={(event: DragEvent) => event.preventDefault()}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        void verificar(event.dataTransfer.files[0]);
      }}
      data-testid="verificar-ficheiro"
    >
      <Group gap="sm">
        <FileButton onChange={(file) => void verificar(file)} accept="application/pdf">
          {(props) => (
            <Button variant="default" {...props}>
              {t('validarQr.escolherPdf')}
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed">
          {t('validarQr.largarPdf')}
        </Text>
      </Group>
      <div aria-live="polite">
        {corresponde !== null && (
          <Alert color={corresponde ? 'green' : 'red'} variant="light">
            {t(corresponde ? 'validarQr.ficheiroCorresponde' : 'validarQr.ficheiroNaoCorresponde')}
          </Alert>
        )}
      </div>
    </Stack>
  );
}

/** The answer of the public check, or why there is none. */
export function VerificacaoResultado(
  props:
    { verificacao: VerificacaoCertificado; falha?: undefined } | { falha: string; verificacao?: undefined },
) {
  const { t } = useTranslation();
  const { verificacao } = props;
  if (!verificacao)
    return (
      <Alert color="red" variant="light" icon={<IconCircleX aria-hidden />} role="alert">
        {props.falha}
      </Alert>
    );
  const linhas: [string, React.ReactNode][] = [
    [t('validarQr.numero'), verificacao.numero],
    [t('validarQr.tipo'), verificacao.tipo],
    [t('validarQr.dataValidacao'), dia(verificacao.dataValidacao)],
    [t('validarQr.servicoEmissor'), verificacao.servicoEmissor],
    ...verificacao.campos.map((c): [string, string] => [c.nome, c.valor || '-']),
  ];
  return (
    <Paper p="xl" withBorder shadow="sm">
      <Stack gap="md">
        <Estado verificacao={verificacao} />
        <TabelaDeCampos
          linhas={[
            ...linhas,
            [
              t('validarQr.hashPdf'),
              verificacao.hashPdf ? (
                <Stack gap={4} align="flex-start">
                  <Code style={{ wordBreak: 'break-all' }}>{verificacao.hashPdf}</Code>
                  <CopyButton value={verificacao.hashPdf}>
                    {({ copied, copy }) => (
                      <Button size="compact-xs" variant="subtle" onClick={copy}>
                        {t(copied ? 'validarQr.copiado' : 'validarQr.copiar')}
                      </Button>
                    )}
                  </CopyButton>
                </Stack>
              ) : (
                '-'
              ),
            ],
          ]}
        />
        {verificacao.hashPdf && <VerificarFicheiro hashPdf={verificacao.hashPdf} />}
      </Stack>
    </Paper>
  );
}
