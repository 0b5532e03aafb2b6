import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  List,
  Stack,
  Table,
  Text,
  Title,
  type MantineColor,
} from '@mantine/core';
import { UTILIZADORES_ADMIN } from '@sigsa/domain/admin/entities/utilizadores.admin';
import {
  USER_IMPORT_COLUMNS,
  USER_IMPORT_MAX_LINES,
  USER_IMPORT_OUTCOME_LABELS,
  userImportTemplate,
  type UserImportLine,
  type UserImportOutcome,
  type UserImportResult,
} from '@sigsa/domain/admin/users-import';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { ScrollRegion } from '../components/scroll-region.tsx';
import { ApiError } from '../platform/api-client.ts';
import { saveBlob } from '../platform/save-blob.ts';
import { showSuccessToast } from '../platform/toasts.ts';
import { GESTAO_USERS_PATH } from './gestao-paths.ts';
import { importUsers } from './users-import-api.ts';

/** As the state badges: the theme gives their light variant a readable contrast. */
const OUTCOME_COLORS: Record<UserImportOutcome, MantineColor> = {
  nova: 'green',
  alterada: 'blue',
  igual: 'gray',
  erro: 'red',
};

const FIELD_LABELS = new Map(UTILIZADORES_ADMIN.fields.map((f) => [f.key, f.label]));

/** "Campo: mensagem", or the message alone when it concerns the whole line. */
function errorText({ field, message }: { field: string; message: string }): string {
  return field ? `${FIELD_LABELS.get(field) ?? field}: ${message}` : message;
}

/** The lines of a preview or of an import: outcome, the fields set or changed, the errors. */
function LinesTable({ result }: { result: UserImportResult }) {
  const { t } = useTranslation();
  return (
    <ScrollRegion label={t('gestao.importarUtilizadores.lines')} minWidth={640}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('gestao.importarUtilizadores.linha')}</Table.Th>
            <Table.Th>{FIELD_LABELS.get('username')}</Table.Th>
            <Table.Th>{t('gestao.importarUtilizadores.resultado')}</Table.Th>
            <Table.Th>{t('gestao.importarUtilizadores.detalhe')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.linhas.map((line) => (
            <Table.Tr key={line.linha} data-testid={`linha-${line.linha}`}>
              <Table.Td>{line.linha}</Table.Td>
              <Table.Td>{line.username || '-'}</Table.Td>
              <Table.Td>
                <Badge color={OUTCOME_COLORS[line.resultado]} variant="light">
                  {USER_IMPORT_OUTCOME_LABELS[line.resultado]}
                </Badge>
              </Table.Td>
              <Table.Td>
                {line.erros.length > 0 ? (
                  <List size="sm" c="red.9">
                    {line.erros.map((error) => (
                      <List.Item key={`${error.field}:${error.message}`}>{errorText(error)}</List.Item>
                    ))}
                  </List>
                ) : (
                  <Text size="sm">
                    {line.campos.map((key) => FIELD_LABELS.get(key) ?? key).join(', ') || '-'}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/** "2 novas, 1 alterada, 0 sem alterações, 1 com erro". */
function Totals({ result }: { result: UserImportResult }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" aria-label={t('gestao.importarUtilizadores.totais')} role="group">
      {(Object.keys(result.totais) as UserImportOutcome[]).map((outcome) => (
        <Badge key={outcome} color={OUTCOME_COLORS[outcome]} variant="light" size="lg">
          {USER_IMPORT_OUTCOME_LABELS[outcome]}: {result.totais[outcome]}
        </Badge>
      ))}
    </Group>
  );
}

/** The new users' temporary passwords as a CSV to hand over (built here: the server keeps none). */
function passwordsCsv(lines: readonly UserImportLine[]): Blob {
  const rows = lines
    .filter((l) => l.palavraPasseTemporaria)
    .map((l) => `${l.username};${l.palavraPasseTemporaria}`);
  return new Blob([`username;palavraPasseTemporaria\r\n${rows.join('\r\n')}\r\n`], { type: 'text/csv' });
}

/** After the import: what was written, and the temporary passwords, shown this once. */
function Applied({ result }: { result: UserImportResult }) {
  const { t } = useTranslation();
  const created = result.linhas.filter((l) => l.palavraPasseTemporaria);
  return (
    <Card withBorder component="section" aria-labelledby="import-aplicada">
      <Stack>
        <Title order={2} size="h3" id="import-aplicada">
          {t('gestao.importarUtilizadores.applied')}
        </Title>
        <Totals result={result} />
        {created.length > 0 && (
          <>
            <Alert color="yellow" title={t('gestao.importarUtilizadores.passwordsTitle')}>
              {t('gestao.importarUtilizadores.passwordsText')}
            </Alert>
            <ScrollRegion label={t('gestao.importarUtilizadores.passwordsTitle')} minWidth={400}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{FIELD_LABELS.get('username')}</Table.Th>
                    <Table.Th>{t('gestao.importarUtilizadores.password')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {created.map((line) => (
                    <Table.Tr key={line.linha}>
                      <Table.Td>{line.username}</Table.Td>
                      <Table.Td ff="monospace" data-testid={`palavra-passe-${line.username}`}>
                        {line.palavraPasseTemporaria}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollRegion>
            <Group>
              <Button
                variant="default"
                onClick={() => saveBlob(passwordsCsv(created), 'palavras-passe-temporarias.csv')}
              >
                {t('gestao.importarUtilizadores.downloadPasswords')}
              </Button>
            </Group>
          </>
        )}
        <Group>
          <Anchor component={Link} to={`/${GESTAO_USERS_PATH}`}>
            {t('gestao.importarUtilizadores.backToUsers')}
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * `gestao/utilizadores/importar` (ours, issue 13): a users CSV previewed line by line — nova, alterada, sem
 * alterações, erro — then imported all at once, or not at all; the new users' temporary passwords shown once.
 */
export function UsersImportPage() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<UserImportResult | null>(null);
  const [applied, setApplied] = useState<UserImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const run = async (apply: boolean) => {
    if (!file) return;
    setError(null);
    try {
      const result = await importUsers(file, apply);
      if (apply) {
        setApplied(result);
        setPreview(null);
        // The file is done with: the same one again would only say "Sem alterações".
        setFile(null);
        showSuccessToast(t('gestao.importarUtilizadores.appliedToast'));
      } else setPreview(result);
    } catch (failure) {
      if (!(failure instanceof ApiError) || failure.status !== 400) throw failure;
      // A refused import wrote nothing: preview again, so that the lines say why.
      setPreview(null);
      setError(failure.message);
    }
  };
  const previewFile = async () => {
    setBusy(true);
    try {
      await run(false);
    } finally {
      setBusy(false);
    }
  };
  const writes = preview ? preview.totais.nova + preview.totais.alterada : 0;
  const canApply = preview !== null && preview.totais.erro === 0 && writes > 0;

  return (
    <Stack>
      <PageHeading title={t('gestao.importarUtilizadores.title')} />
      <Text>{t('gestao.importarUtilizadores.intro', { max: USER_IMPORT_MAX_LINES })}</Text>
      <Text size="sm">
        {t('gestao.importarUtilizadores.columns')} <code>{USER_IMPORT_COLUMNS.join(';')}</code>
      </Text>
      <Text size="sm">{t('gestao.importarUtilizadores.rules')}</Text>
      <Group>
        <Button
          variant="default"
          onClick={() =>
            saveBlob(new Blob([userImportTemplate()], { type: 'text/csv' }), 'modelo-utilizadores.csv')
          }
        >
          {t('gestao.importarUtilizadores.template')}
        </Button>
      </Group>
      <Card withBorder>
        <Stack gap="sm">
          <FileInput
            label={t('gestao.importarUtilizadores.file')}
            accept=".csv,text/csv"
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              setPreview(null);
              setApplied(null);
              setError(null);
            }}
            error={error}
          />
          <Group>
            <Button onClick={() => void previewFile()} disabled={!file} loading={busy}>
              {t('gestao.importarUtilizadores.preview')}
            </Button>
            <Button disabled={!canApply} onClick={() => setConfirming(true)}>
              {preview
                ? t('gestao.importarUtilizadores.apply', { count: writes })
                : t('gestao.importarUtilizadores.open')}
            </Button>
          </Group>
          {preview && preview.totais.erro > 0 && (
            <Alert color="red" role="alert">
              {t('gestao.importarUtilizadores.hasErrors', { count: preview.totais.erro })}
            </Alert>
          )}
          {preview && preview.totais.erro === 0 && writes === 0 && (
            <Alert color="gray">{t('gestao.importarUtilizadores.nothingToDo')}</Alert>
          )}
        </Stack>
      </Card>
      {preview && (
        <Stack component="section" aria-labelledby="import-preview">
          <Title order={2} size="h3" id="import-preview">
            {t('gestao.importarUtilizadores.previewTitle')}
          </Title>
          <Totals result={preview} />
          <LinesTable result={preview} />
        </Stack>
      )}
      {applied && <Applied result={applied} />}
      <ConfirmDialog
        opened={confirming}
        onConfirm={async () => {
          await run(true);
          setConfirming(false);
        }}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
