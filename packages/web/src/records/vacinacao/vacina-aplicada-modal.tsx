import { Alert, Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import {
  daysToWeeks,
  isDuplicateIndividual,
  VACINACAO_DUPLICATED_MESSAGE,
  weeksToDays,
} from '@sigsa/domain/records/vacinacao/vacinacao.rules';
import {
  vacinaAplicadaSchema,
  type TipoVacinaAplicada,
} from '@sigsa/domain/records/vacinacao/vacinacao.schema';
import { REQUIRED_MESSAGE } from '@sigsa/domain/validation/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NamedRef } from '../../platform/record-api.ts';
import { useOnOpen } from '../../platform/use-on-open.ts';
import { individualKeyOf, newLineKey, type VacinaAplicadaLine } from './vacinacao-form-state.ts';
import { numberOrNull, VacinaLinhaFields, type VacinaLinhaValues } from './vacina-linha-fields.tsx';

/** Props of {@link VacinaAplicadaModal}. */
export interface VacinaAplicadaModalProps {
  opened: boolean;
  tipo: TipoVacinaAplicada;
  /** The line being edited; null adds a new one. */
  line: VacinaAplicadaLine | null;
  /** Every line of the vaccination, to refuse a duplicate individual. */
  lines: readonly VacinaAplicadaLine[];
  esquemas: readonly NamedRef[];
  etapas: readonly NamedRef[];
  onSave: (line: VacinaAplicadaLine) => void;
  onClose: () => void;
}

type Field = 'identificacao' | 'quantidadeAnimais' | 'idade' | 'esquemaVacinacao' | 'etapaVacinacao';

interface Draft extends VacinaLinhaValues {
  identificacao: string;
  quantidadeAnimais: number | string;
}

function draftOf(line: VacinaAplicadaLine | null): Draft {
  return {
    identificacao: line?.identificacao ?? '',
    quantidadeAnimais: line?.quantidadeAnimais ?? '',
    semanas: line ? daysToWeeks(line.idade) : '',
    esquema: line ? String(line.esquemaVacinacao.id) : null,
    etapa: line ? String(line.etapaVacinacao.id) : null,
  };
}

function refOf(options: readonly NamedRef[], key: string | null, current: NamedRef | undefined) {
  if (key === null) return undefined;
  return (
    options.find((o) => String(o.id) === key) ?? (current && String(current.id) === key ? current : undefined)
  );
}

/**
 * The vaccination entry modal for one individual or one group (spec 002 §2, §5): identification (individual)
 * or number of animals (group), age in weeks (kept in days), scheme and stage, all required. Guardar stays
 * disabled while the form is invalid; a repeated individual (same identification, scheme and stage) is refused
 * with "Vacination duplicated!".
 */
export function VacinaAplicadaModal(props: VacinaAplicadaModalProps) {
  const { opened, tipo, line, lines, esquemas, etapas, onSave, onClose } = props;
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(line));
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [duplicate, setDuplicate] = useState(false);
  useOnOpen(
    opened,
    () => {
      setDraft(draftOf(line));
      setTouched(new Set());
      setDuplicate(false);
    },
    line?.key ?? tipo,
  );

  const semanas = numberOrNull(draft.semanas);
  const esquema = refOf(esquemas, draft.esquema, line?.esquemaVacinacao);
  const etapa = refOf(etapas, draft.etapa, line?.etapaVacinacao);
  const candidate = {
    id: line?.id ?? null,
    tipo,
    identificacao: tipo === 'INDIVIDUAL' ? draft.identificacao.trim() || null : null,
    idade: semanas === null ? null : weeksToDays(semanas),
    quantidadeAnimais: tipo === 'GRUPO' ? numberOrNull(draft.quantidadeAnimais) : null,
    esquemaVacinacao: esquema?.id ?? null,
    etapaVacinacao: etapa?.id ?? null,
  };
  const parsed = vacinaAplicadaSchema.safeParse(candidate);
  const errors: Partial<Record<Field, string>> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const [field] = issue.path;
      if (typeof field === 'string' && !(field in errors)) errors[field as Field] = issue.message;
    }
  // The schema checks identification and count only once the rest of the line parses; the user should see
  // them missing from the start.
  if (tipo === 'INDIVIDUAL' && candidate.identificacao === null) errors.identificacao ??= REQUIRED_MESSAGE;
  if (tipo === 'GRUPO' && candidate.quantidadeAnimais === null) errors.quantidadeAnimais ??= REQUIRED_MESSAGE;
  const errorOf = (field: Field) => (touched.has(field) ? (errors[field] ?? null) : null);
  const touch = (field: Field) => setTouched((current) => new Set(current).add(field));
  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setDuplicate(false);
  };
  const editingIndex = line ? lines.findIndex((l) => l.key === line.key) : -1;

  const save = () => {
    if (!parsed.success || !esquema || !etapa) return;
    const next: VacinaAplicadaLine = {
      key: line?.key ?? newLineKey(),
      id: line?.id ?? null,
      sequencia: line?.sequencia ?? null,
      tipo,
      identificacao: parsed.data.identificacao ?? null,
      idade: parsed.data.idade,
      quantidadeAnimais: parsed.data.quantidadeAnimais ?? null,
      esquemaVacinacao: esquema,
      etapaVacinacao: etapa,
    };
    if (
      tipo === 'INDIVIDUAL' &&
      isDuplicateIndividual(
        lines.map(individualKeyOf),
        individualKeyOf(next),
        editingIndex < 0 ? null : editingIndex,
      )
    ) {
      setDuplicate(true);
      return;
    }
    onSave(next);
  };

  const kind = tipo === 'INDIVIDUAL' ? 'individual' : 'grupo';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={t(`vacinacao.lineModal.${line ? 'edit' : 'add'}.${kind}`)}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack>
          {tipo === 'INDIVIDUAL' ? (
            <TextInput
              label={t('vacinacao.fields.identificacao')}
              required
              value={draft.identificacao}
              onChange={(event) => change({ identificacao: event.currentTarget.value })}
              onBlur={() => touch('identificacao')}
              error={errorOf('identificacao')}
              data-autofocus
            />
          ) : (
            <NumberInput
              label={t('vacinacao.fields.quantidadeAnimais')}
              required
              min={1}
              allowDecimal={false}
              allowNegative={false}
              value={draft.quantidadeAnimais}
              onChange={(value) => change({ quantidadeAnimais: value })}
              onBlur={() => touch('quantidadeAnimais')}
              error={errorOf('quantidadeAnimais')}
              data-autofocus
            />
          )}
          <VacinaLinhaFields
            values={draft}
            esquemas={esquemas}
            etapas={etapas}
            current={line}
            showDays
            onChange={change}
            onTouch={touch}
            errorOf={errorOf}
          />
          {duplicate && (
            <Alert color="red" role="alert">
              {VACINACAO_DUPLICATED_MESSAGE}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('vacinacao.actions.cancel')}
            </Button>
            <Button type="submit" disabled={!parsed.success}>
              {t('vacinacao.actions.guardar')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
