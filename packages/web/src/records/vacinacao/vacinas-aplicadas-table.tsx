import { ActionIcon, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { TipoVacinaAplicada } from '@sigsa/domain/records/vacinacao/vacinacao.schema';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { groupLines, individualLines, type VacinaAplicadaLine } from './vacinacao-form-state.ts';

/** Props of {@link VacinasAplicadasTables}. */
export interface VacinasAplicadasTablesProps {
  lines: readonly VacinaAplicadaLine[];
  /** Shows Adicionar, Adicionar múltiplos and the edit / remove actions. */
  editable: boolean;
  onAdd: (tipo: TipoVacinaAplicada) => void;
  onAddMultiple: () => void;
  onEdit: (line: VacinaAplicadaLine) => void;
  onRemove: (line: VacinaAplicadaLine) => void;
}

/** A titled table section with its add buttons. */
function LinesSection({
  title,
  buttons,
  headers,
  rows,
  testId,
}: {
  title: string;
  buttons: ReactNode;
  headers: string[];
  rows: ReactNode[];
  testId: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Group justify="space-between">
        <Title order={3} size="h5" id={headingId}>
          {title}
        </Title>
        <Group gap="xs">{buttons}</Group>
      </Group>
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder aria-labelledby={headingId} data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              {headers.map((header) => (
                <Table.Th key={header}>{header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length > 0 ? (
              rows
            ) : (
              <Table.Tr>
                <Table.Td colSpan={headers.length}>
                  <Text fz="sm" c="dimmed">
                    {t('vacinacao.tables.empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** Edit and remove buttons of a row, named after the row for screen readers. */
function RowActions({
  name,
  line,
  onEdit,
  onRemove,
}: {
  name: string;
  line: VacinaAplicadaLine;
  onEdit: (line: VacinaAplicadaLine) => void;
  onRemove: (line: VacinaAplicadaLine) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        size="xl"
        aria-label={t('vacinacao.tables.edit', { name })}
        onClick={() => onEdit(line)}
      >
        <IconPencil size={20} aria-hidden="true" />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        size="xl"
        aria-label={t('vacinacao.tables.remove', { name })}
        onClick={() => onRemove(line)}
      >
        <IconTrash size={20} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}

/**
 * The applied-vaccine tables of a vaccination (spec 002 §2): individual identifications (sorted by sequence,
 * with Adicionar and Adicionar múltiplos) and groups (number of animals, age in days, scheme, stage). Rows are
 * edited or removed through the actions at their end.
 */
export function VacinasAplicadasTables({
  lines,
  editable,
  onAdd,
  onAddMultiple,
  onEdit,
  onRemove,
}: VacinasAplicadasTablesProps) {
  const { t } = useTranslation();
  const actionsHeader = editable ? [t('vacinacao.tables.actions')] : [];
  const individual = individualLines(lines).map((line) => (
    <Table.Tr key={line.key} data-testid="linha-individual">
      <Table.Td>{line.identificacao}</Table.Td>
      <Table.Td>{line.idade}</Table.Td>
      <Table.Td>{line.esquemaVacinacao.nome}</Table.Td>
      <Table.Td>{line.etapaVacinacao.nome}</Table.Td>
      {editable && (
        <Table.Td>
          <RowActions name={line.identificacao ?? ''} line={line} onEdit={onEdit} onRemove={onRemove} />
        </Table.Td>
      )}
    </Table.Tr>
  ));
  const groups = groupLines(lines).map((line, index) => (
    <Table.Tr key={line.key} data-testid="linha-grupo">
      <Table.Td>{line.quantidadeAnimais}</Table.Td>
      <Table.Td>{line.idade}</Table.Td>
      <Table.Td>{line.esquemaVacinacao.nome}</Table.Td>
      <Table.Td>{line.etapaVacinacao.nome}</Table.Td>
      {editable && (
        <Table.Td>
          <RowActions
            name={t('vacinacao.tables.groupName', { index: index + 1 })}
            line={line}
            onEdit={onEdit}
            onRemove={onRemove}
          />
        </Table.Td>
      )}
    </Table.Tr>
  ));
  const common = [
    t('vacinacao.tables.idadeDias'),
    t('vacinacao.fields.esquemaVacinacao'),
    t('vacinacao.fields.etapaVacinacao'),
  ];
  return (
    <Stack gap="lg">
      <LinesSection
        title={t('vacinacao.tables.individualTitle')}
        testId="tabela-individual"
        headers={[t('vacinacao.fields.identificacao'), ...common, ...actionsHeader]}
        rows={individual}
        buttons={
          editable && (
            <>
              <Button
                size="sm"
                variant="light"
                leftSection={<IconPlus size={14} aria-hidden="true" />}
                aria-label={t('vacinacao.tables.addIndividual')}
                onClick={() => onAdd('INDIVIDUAL')}
              >
                {t('vacinacao.tables.add')}
              </Button>
              <Button
                size="sm"
                variant="light"
                leftSection={<IconPlus size={14} aria-hidden="true" />}
                onClick={onAddMultiple}
              >
                {t('vacinacao.tables.addMultiple')}
              </Button>
            </>
          )
        }
      />
      <LinesSection
        title={t('vacinacao.tables.groupTitle')}
        testId="tabela-grupo"
        headers={[t('vacinacao.fields.quantidadeAnimais'), ...common, ...actionsHeader]}
        rows={groups}
        buttons={
          editable && (
            <Button
              size="sm"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden="true" />}
              aria-label={t('vacinacao.tables.addGroup')}
              onClick={() => onAdd('GRUPO')}
            >
              {t('vacinacao.tables.add')}
            </Button>
          )
        }
      />
    </Stack>
  );
}
