import { Alert, Text } from '@mantine/core';
import {
  duplicateIndividualIndexes,
  VACINA_DUPLICADA_MESSAGE,
} from '@sigsa/domain/records/vacinacao/vacinacao.rules';
import { vacinasMultiplasSchema } from '@sigsa/domain/records/vacinacao/vacinacao.schema';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextarea } from '../../components/form-inputs/text-inputs.tsx';
import { RowForm, RowModal } from '../../components/row-modal.tsx';
import type { NamedRef } from '../../platform/record-api.ts';
import { individualKeyOf, newLineKey, type VacinaAplicadaLine } from './vacinacao-form-values.ts';
import { idadeEmDias, VacinaLinhaFields, type VacinaLinhaValues } from './vacina-linha-fields.tsx';

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

interface MultipleValues extends VacinaLinhaValues {
  /** One identification per line, as typed. */
  identificacoes: string;
}

type MultipleInput = z.infer<typeof vacinasMultiplasSchema>;

const EMPTY: MultipleValues = { identificacoes: '', idade: '', esquemaVacinacao: null, etapaVacinacao: null };
const FIELDS = ['identificacoes', 'idade', 'esquemaVacinacao', 'etapaVacinacao'];
const schemaOf = () => vacinasMultiplasSchema;

/** The identifications typed, one per line, blanks left out. */
export function parseIdentificacoes(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function toDraft(values: MultipleValues) {
  return {
    identificacoes: parseIdentificacoes(values.identificacoes),
    idade: idadeEmDias(values.idade),
    esquemaVacinacao: values.esquemaVacinacao?.id ?? null,
    etapaVacinacao: values.etapaVacinacao?.id ?? null,
  };
}

/**
 * Multiple individual entry (spec 002 §2): identifications one per line with a common age (weeks, kept in
 * days), scheme and stage, checked by the domain's schema. An identification repeated in the list, or already
 * vaccinated with the same scheme and stage, refuses the whole entry with "Vacina duplicada!". Each opening
 * starts a fresh form (the platform's row modal and form).
 */
export function VacinasMultiplasModal(props: VacinasMultiplasModalProps) {
  const { opened, onClose } = props;
  const { t } = useTranslation();
  return (
    <RowModal opened={opened} onClose={onClose} title={t('vacinacao.multipleModal.title')} subject={null}>
      <MultipleForm {...props} />
    </RowModal>
  );
}

function MultipleForm({ lines, esquemas, etapas, onSave, onClose }: VacinasMultiplasModalProps) {
  const [duplicates, setDuplicates] = useState<string[]>([]);

  const save = (values: MultipleValues, parsed: MultipleInput) => {
    const { esquemaVacinacao, etapaVacinacao } = values;
    if (!esquemaVacinacao || !etapaVacinacao) return;
    const added: VacinaAplicadaLine[] = parsed.identificacoes.map((identificacao) => ({
      key: newLineKey(),
      id: null,
      sequencia: null,
      tipo: 'INDIVIDUAL',
      identificacao,
      idade: parsed.idade,
      quantidadeAnimais: null,
      esquemaVacinacao,
      etapaVacinacao,
    }));
    const all = [...lines, ...added];
    const repeated = duplicateIndividualIndexes(all.map(individualKeyOf))
      .filter((index) => index >= lines.length)
      .map((index) => all[index]?.identificacao ?? '');
    if (repeated.length > 0) setDuplicates([...new Set(repeated)]);
    else onSave(added);
  };

  return (
    <RowForm<MultipleValues, MultipleInput>
      schemaOf={schemaOf}
      toDraft={toDraft}
      defaultValues={EMPTY}
      fields={FIELDS}
      readOnly={false}
      onSave={save}
      onClose={onClose}
      // Any change answers the duplicate refusal: the user is fixing it.
      onChange={() => setDuplicates([])}
    >
      <IdentificacoesInput />
      <VacinaLinhaFields esquemas={esquemas} etapas={etapas} />
      {duplicates.length > 0 && (
        <Alert color="red" role="alert" title={VACINA_DUPLICADA_MESSAGE}>
          <Text fz="sm">{duplicates.join(', ')}</Text>
        </Alert>
      )}
    </RowForm>
  );
}

/** The identifications, one per line, with how many were typed. */
function IdentificacoesInput() {
  const { t } = useTranslation();
  const count = parseIdentificacoes(
    useWatch<MultipleValues, 'identificacoes'>({ name: 'identificacoes' }),
  ).length;
  return (
    <FormTextarea
      name="identificacoes"
      label={t('vacinacao.multipleModal.identificacoes')}
      description={t('vacinacao.multipleModal.count', { count })}
      minRows={5}
      autoFocus
    />
  );
}
