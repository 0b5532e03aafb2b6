import { ActionIcon, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { TipoVacinaAplicada } from '@sigsa/domain/records/vacinacao/vacinacao.schema';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { groupLines, individualLines, type VacinaAplicadaLine } from './vacinacao-form-values.ts';

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

/** Props of {@link LinesSection}: what tells the individual table from the group table. */
interface LinesSectionProps extends Pick<VacinasAplicadasTablesProps, 'editable' | 'onEdit' | 'onRemove'> {
  title: string;
  testId: string;
  rowTestId: string;
  /** Header of the first column: the identification or the number of animals. */
  firstHeader: string;
  firstCell: (line: VacinaAplicadaLine) => ReactNode;
  /** The row's name in its edit / remove labels. */
  nameOf: (line: VacinaAplicadaLine, index: number) => string;
  lines: readonly VacinaAplicadaLine[];
  /** The add buttons, shown only when editable. */
  buttons: ReactNode;
}

/** A titled table of one kind of line, with its add buttons and each row's edit / remove actions. */
function LinesSection(props: LinesSectionProps) {
  const { title, testId, rowTestId, firstHeader, firstCell, nameOf } = props;
  const { lines, buttons, editable, onEdit, onRemove } = props;
  const { t } = useTranslation();
  const headingId = useId();
  const headers = [
    firstHeader,
    t('vacinacao.tables.idadeDias'),
    t('vacinacao.fields.esquemaVacinacao'),
    t('vacinacao.fields.etapaVacinacao'),
    ...(editable ? [t('vacinacao.tables.actions')] : []),
  ];
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Group justify="space-between">
        <Title order={3} size="h5" id={headingId}>
          {title}
        </Title>
        <Group gap="xs">{editable && buttons}</Group>
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
            {lines.length > 0 ? (
              lines.map((line, index) => (
                <Table.Tr key={line.key} data-testid={rowTestId}>
                  <Table.Td>{firstCell(line)}</Table.Td>
                  <Table.Td>{line.idade}</Table.Td>
                  <Table.Td>{line.esquemaVacinacao.nome}</Table.Td>
                  <Table.Td>{line.etapaVacinacao.nome}</Table.Td>
                  {editable && (
                    <Table.Td>
                      <RowActions
                        name={nameOf(line, index)}
                        line={line}
                        onEdit={onEdit}
                        onRemove={onRemove}
                      />
                    </Table.Td>
                  )}
                </Table.Tr>
              ))
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

/** An add button of a section header. */
function AddButton({
  label,
  onClick,
  children,
}: {
  label?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      size="sm"
      variant="light"
      leftSection={<IconPlus size={14} aria-hidden="true" />}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </Button>
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
  const shared = { editable, onEdit, onRemove };
  return (
    <Stack gap="lg">
      <LinesSection
        {...shared}
        title={t('vacinacao.tables.individualTitle')}
        testId="tabela-individual"
        rowTestId="linha-individual"
        firstHeader={t('vacinacao.fields.identificacao')}
        firstCell={(line) => line.identificacao}
        nameOf={(line) => line.identificacao ?? ''}
        lines={individualLines(lines)}
        buttons={
          <>
            <AddButton label={t('vacinacao.tables.addIndividual')} onClick={() => onAdd('INDIVIDUAL')}>
              {t('vacinacao.tables.add')}
            </AddButton>
            <AddButton onClick={onAddMultiple}>{t('vacinacao.tables.addMultiple')}</AddButton>
          </>
        }
      />
      <LinesSection
        {...shared}
        title={t('vacinacao.tables.groupTitle')}
        testId="tabela-grupo"
        rowTestId="linha-grupo"
        firstHeader={t('vacinacao.fields.quantidadeAnimais')}
        firstCell={(line) => line.quantidadeAnimais}
        nameOf={(_line, index) => t('vacinacao.tables.groupName', { index: index + 1 })}
        lines={groupLines(lines)}
        buttons={
          <AddButton label={t('vacinacao.tables.addGroup')} onClick={() => onAdd('GRUPO')}>
            {t('vacinacao.tables.add')}
          </AddButton>
        }
      />
    </Stack>
  );
}
