import { Alert, Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

// What Início's views of one record type at a time (trends, map) share: the type, the window, the switch to the
// table (the keyboard's and screen readers' way), and the failure with its retry.

/** Props of {@link ControlosVista}. */
export interface ControlosVistaProps {
  /** The types offered, by list entity, with their titles. */
  tipos: readonly { entidade: string; titulo: string }[];
  entidade: string;
  onEntidade: (entidade: string) => void;
  /** The window's label ("Semanas", "Dias"), its choices and the one chosen. */
  janela: { rotulo: string; opcoes: readonly number[]; valor: number; onChange: (valor: number) => void };
  tabela: boolean;
  onTabela: (tabela: boolean) => void;
  /** What the switch reads while the table shows ("Ver gráfico", "Ver mapa"). */
  rotuloVista: string;
}

/** The type, the window and the table switch of an Início view. */
export function ControlosVista({
  tipos,
  entidade,
  onEntidade,
  janela,
  tabela,
  onTabela,
  rotuloVista,
}: ControlosVistaProps) {
  const { t } = useTranslation();
  const janelaId = useId();
  return (
    <Group align="flex-end" gap="md">
      <Select
        label={t('tendencias.tipo')}
        data={tipos.map((x) => ({ value: x.entidade, label: x.titulo }))}
        value={entidade}
        onChange={(value) => value && onEntidade(value)}
        allowDeselect={false}
        w={320}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id={janelaId}>
          {janela.rotulo}
        </Text>
        <SegmentedControl
          aria-labelledby={janelaId}
          data={janela.opcoes.map((n) => ({ value: String(n), label: String(n) }))}
          value={String(janela.valor)}
          onChange={(value) => janela.onChange(Number(value))}
        />
      </Stack>
      <Button variant="default" aria-pressed={tabela} onClick={() => onTabela(!tabela)}>
        {tabela ? rotuloVista : t('tendencias.verTabela')}
      </Button>
    </Group>
  );
}

/** An Início view whose figures could not be read: what failed, and "Tentar novamente". */
export function FalhaVista({ mensagem, onRetry }: { mensagem: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light">
      <Group justify="space-between">
        <Text size="sm">{mensagem}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('indicadores.tentarNovamente')}
        </Button>
      </Group>
    </Alert>
  );
}
