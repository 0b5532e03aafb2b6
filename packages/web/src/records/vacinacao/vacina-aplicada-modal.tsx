import { Alert } from '@mantine/core';
import {
  daysToWeeks,
  isDuplicateIndividual,
  VACINACAO_DUPLICATED_MESSAGE,
} from '@sigsa/domain/records/vacinacao/vacinacao.rules';
import {
  vacinaAplicadaSchema,
  type TipoVacinaAplicada,
  type VacinaAplicadaInput,
} from '@sigsa/domain/records/vacinacao/vacinacao.schema';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNumberInput, FormTextInput, numberOrNull } from '../../components/form-inputs/text-inputs.tsx';
import { RowForm, RowModal } from '../../components/row-modal.tsx';
import type { NamedRef } from '../../platform/record-api.ts';
import { individualKeyOf, newLineKey, type VacinaAplicadaLine } from './vacinacao-form-values.ts';
import { idadeEmDias, VacinaLinhaFields, type VacinaLinhaValues } from './vacina-linha-fields.tsx';

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

interface LineValues extends VacinaLinhaValues {
  identificacao: string;
  quantidadeAnimais: number | string;
}

const FIELDS = ['identificacao', 'quantidadeAnimais', 'idade', 'esquemaVacinacao', 'etapaVacinacao'];
const schemaOf = () => vacinaAplicadaSchema;

/**
 * The vaccination entry modal for one individual or one group (spec 002 §2, §5): identification (individual)
 * or number of animals (group), age in weeks (kept in days), scheme and stage, as the domain's line schema
 * requires. Guardar stays disabled while the form is invalid; a repeated individual (same identification,
 * scheme and stage) is refused with "Vacination duplicated!". Each opening starts a fresh form (the platform's
 * row modal and form).
 */
export function VacinaAplicadaModal(props: VacinaAplicadaModalProps) {
  const { opened, tipo, line, onClose } = props;
  const { t } = useTranslation();
  const kind = tipo === 'INDIVIDUAL' ? 'individual' : 'grupo';
  return (
    <RowModal
      opened={opened}
      onClose={onClose}
      title={t(`vacinacao.lineModal.${line ? 'edit' : 'add'}.${kind}`)}
      subject={line?.key ?? tipo}
    >
      <LineForm {...props} />
    </RowModal>
  );
}

function LineForm({ tipo, line, lines, esquemas, etapas, onSave, onClose }: VacinaAplicadaModalProps) {
  const { t } = useTranslation();
  const [duplicate, setDuplicate] = useState(false);
  const toDraft = useMemo(
    () => (values: LineValues) => ({
      id: line?.id ?? null,
      tipo,
      identificacao: tipo === 'INDIVIDUAL' ? values.identificacao.trim() || null : null,
      idade: idadeEmDias(values.idade),
      quantidadeAnimais: tipo === 'GRUPO' ? numberOrNull(values.quantidadeAnimais) : null,
      esquemaVacinacao: values.esquemaVacinacao?.id ?? null,
      etapaVacinacao: values.etapaVacinacao?.id ?? null,
    }),
    [line, tipo],
  );
  const editingIndex = line ? lines.findIndex((l) => l.key === line.key) : -1;

  const save = (values: LineValues, parsed: VacinaAplicadaInput) => {
    const { esquemaVacinacao, etapaVacinacao } = values;
    if (!esquemaVacinacao || !etapaVacinacao) return;
    const next: VacinaAplicadaLine = {
      key: line?.key ?? newLineKey(),
      id: line?.id ?? null,
      sequencia: line?.sequencia ?? null,
      tipo,
      identificacao: parsed.identificacao ?? null,
      idade: parsed.idade,
      quantidadeAnimais: parsed.quantidadeAnimais ?? null,
      esquemaVacinacao,
      etapaVacinacao,
    };
    const duplicated =
      tipo === 'INDIVIDUAL' &&
      isDuplicateIndividual(
        lines.map(individualKeyOf),
        individualKeyOf(next),
        editingIndex < 0 ? null : editingIndex,
      );
    if (duplicated) setDuplicate(true);
    else onSave(next);
  };

  return (
    <RowForm<LineValues, VacinaAplicadaInput>
      schemaOf={schemaOf}
      toDraft={toDraft}
      defaultValues={{
        identificacao: line?.identificacao ?? '',
        quantidadeAnimais: line?.quantidadeAnimais ?? '',
        idade: line ? daysToWeeks(line.idade) : '',
        esquemaVacinacao: line?.esquemaVacinacao ?? null,
        etapaVacinacao: line?.etapaVacinacao ?? null,
      }}
      fields={FIELDS}
      readOnly={false}
      onSave={save}
      onClose={onClose}
      // Any change answers the duplicate refusal: the user is fixing it.
      onChange={() => setDuplicate(false)}
    >
      {tipo === 'INDIVIDUAL' ? (
        <FormTextInput name="identificacao" label={t('vacinacao.fields.identificacao')} autoFocus />
      ) : (
        <FormNumberInput
          name="quantidadeAnimais"
          label={t('vacinacao.fields.quantidadeAnimais')}
          min={1}
          allowDecimal={false}
          autoFocus
        />
      )}
      <VacinaLinhaFields esquemas={esquemas} etapas={etapas} showDays />
      {duplicate && (
        <Alert color="red" role="alert">
          {VACINACAO_DUPLICATED_MESSAGE}
        </Alert>
      )}
    </RowForm>
  );
}
