import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import {
  duplicateIndividualIndexes,
  VACINA_DUPLICADA_MESSAGE,
  weeksToDays,
} from '@sigsa/domain/records/vacinacao/vacinacao.rules';
import { vacinaAplicadaSchema } from '@sigsa/domain/records/vacinacao/vacinacao.schema';
import { REQUIRED_MESSAGE } from '@sigsa/domain/validation/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NamedRef } from '../../platform/record-api.ts';
import { useOnOpen } from '../../platform/use-on-open.ts';
import { individualKeyOf, newLineKey, type VacinaAplicadaLine } from './vacinacao-form-state.ts';
import {
  numberOrNull,
  VacinaLinhaFields,
  type VacinaLinhaField,
  type VacinaLinhaValues,
} from './vacina-linha-fields.tsx';

/** Props of {@link VacinasMultiplasModal}. */
export interface VacinasMultiplasModalProps {
  opened: boolean;
  /** Every line of the vaccination, to refuse duplicates. */
  lines: readonly VacinaAplicadaLine[];
  esquemas: readonly NamedRef[];
  etapas: readonly NamedRef[];
  /** The new individual lines, one per identification, in the order typed. */
  onSave: (lines: VacinaAplicadaLine[]) => void;
  onClose: () => void;
}

type Field = 'identificacoes' | VacinaLinhaField;

const NO_VALUES: VacinaLinhaValues = { semanas: '', esquema: null, etapa: null };

/** The identifications typed, one per line, blanks left out. */
export function parseIdentificacoes(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * Multiple individual entry (spec 002 §2): identifications one per line with a common age (weeks, kept in
 * days), scheme and stage. An identification repeated in the list, or already vaccinated with the same scheme
 * and stage, refuses the whole entry with "Vacina duplicada!".
 */
export function VacinasMultiplasModal(props: VacinasMultiplasModalProps) {
  const { opened, lines, esquemas, etapas, onSave, onClose } = props;
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [values, setValues] = useState<VacinaLinhaValues>(NO_VALUES);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [duplicates, setDuplicates] = useState<string[]>([]);
  useOnOpen(opened, () => {
    setText('');
    setValues(NO_VALUES);
    setTouched(new Set());
    setDuplicates([]);
  });

  const identificacoes = parseIdentificacoes(text);
  const weeks = numberOrNull(values.semanas);
  const esquema = esquemas.find((e) => String(e.id) === values.esquema);
  const etapa = etapas.find((e) => String(e.id) === values.etapa);
  const common = {
    id: null,
    tipo: 'INDIVIDUAL' as const,
    idade: weeks === null ? null : weeksToDays(weeks),
    quantidadeAnimais: null,
    esquemaVacinacao: esquema?.id ?? null,
    etapaVacinacao: etapa?.id ?? null,
  };
  const errors: Partial<Record<Field, string>> = {};
  const first = vacinaAplicadaSchema.safeParse({ ...common, identificacao: identificacoes[0] ?? 'x' });
  if (!first.success)
    for (const issue of first.error.issues) {
      const [field] = issue.path;
      if (typeof field === 'string' && field !== 'identificacao' && !(field in errors))
        errors[field as Field] = issue.message;
    }
  if (identificacoes.length === 0) errors.identificacoes = REQUIRED_MESSAGE;
  else if (
    !identificacoes.every((id) => vacinaAplicadaSchema.safeParse({ ...common, identificacao: id }).success)
  )
    errors.identificacoes ??= t('vacinacao.multipleModal.invalid');
  const valid = Object.keys(errors).length === 0;
  const errorOf = (field: Field) => (touched.has(field) ? (errors[field] ?? null) : null);
  const touch = (field: Field) => setTouched((current) => new Set(current).add(field));
  const changed = () => setDuplicates([]);

  const save = () => {
    if (!valid || !esquema || !etapa || common.idade === null) return;
    const idade = common.idade;
    const added: VacinaAplicadaLine[] = identificacoes.map((identificacao) => ({
      key: newLineKey(),
      id: null,
      sequencia: null,
      tipo: 'INDIVIDUAL',
      identificacao,
      idade,
      quantidadeAnimais: null,
      esquemaVacinacao: esquema,
      etapaVacinacao: etapa,
    }));
    const all = [...lines, ...added];
    const repeated = duplicateIndividualIndexes(all.map(individualKeyOf))
      .filter((index) => index >= lines.length)
      .map((index) => all[index]?.identificacao ?? '');
    if (repeated.length > 0) {
      setDuplicates([...new Set(repeated)]);
      return;
    }
    onSave(added);
  };

  return (
    <Modal opened={opened} onClose={onClose} size="lg" title={t('vacinacao.multipleModal.title')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack>
          <Textarea
            label={t('vacinacao.multipleModal.identificacoes')}
            description={t('vacinacao.multipleModal.count', { count: identificacoes.length })}
            required
            autosize
            minRows={5}
            maxRows={12}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              changed();
            }}
            onBlur={() => touch('identificacoes')}
            error={errorOf('identificacoes')}
            data-autofocus
          />
          <VacinaLinhaFields
            values={values}
            esquemas={esquemas}
            etapas={etapas}
            onChange={(patch) => {
              setValues((current) => ({ ...current, ...patch }));
              changed();
            }}
            onTouch={touch}
            errorOf={errorOf}
          />
          {duplicates.length > 0 && (
            <Alert color="red" role="alert" title={VACINA_DUPLICADA_MESSAGE}>
              <Text fz="sm">{duplicates.join(', ')}</Text>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('vacinacao.actions.cancel')}
            </Button>
            <Button type="submit" disabled={!valid}>
              {t('vacinacao.actions.guardar')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
