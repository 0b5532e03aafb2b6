import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import {
  duplicateIndividualIndexes,
  VACINA_DUPLICADA_MESSAGE,
} from '@sigsa/domain/records/vacinacao/vacinacao.rules';
import { vacinasMultiplasSchema } from '@sigsa/domain/records/vacinacao/vacinacao.schema';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextarea } from '../../components/form-inputs/text-inputs.tsx';
import { DomainFormProvider } from '../../platform/forms/form-provider.tsx';
import { useDomainForm } from '../../platform/forms/use-domain-form.ts';
import type { NamedRef } from '../../platform/record-api.ts';
import { useOnOpen } from '../../platform/use-on-open.ts';
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
const schemaFor = () => vacinasMultiplasSchema;

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
 * vaccinated with the same scheme and stage, refuses the whole entry with "Vacina duplicada!".
 */
export function VacinasMultiplasModal(props: VacinasMultiplasModalProps) {
  const { opened, onClose } = props;
  const { t } = useTranslation();
  const [opening, setOpening] = useState(0);
  useOnOpen(opened, () => setOpening((n) => n + 1));
  return (
    <Modal opened={opened} onClose={onClose} size="lg" title={t('vacinacao.multipleModal.title')}>
      <MultipleForm key={opening} {...props} />
    </Modal>
  );
}

function MultipleForm({ lines, esquemas, etapas, onSave, onClose }: VacinasMultiplasModalProps) {
  const { t } = useTranslation();
  const [duplicates, setDuplicates] = useState<string[]>([]);
  const domainForm = useDomainForm<MultipleValues, MultipleInput>({
    schemaFor,
    toDraft,
    defaultValues: EMPTY,
    fields: FIELDS,
    labelOf: (field) =>
      field === 'identificacoes'
        ? t('vacinacao.multipleModal.identificacoes')
        : t(`vacinacao.fields.${field === 'idade' ? 'idadeSemanas' : field}`),
  });
  const { form } = domainForm;
  const count = parseIdentificacoes(useWatch({ control: form.control, name: 'identificacoes' })).length;
  useEffect(() => {
    const subscription = form.watch(() => setDuplicates([]));
    return () => subscription.unsubscribe();
  }, [form]);

  const save = (parsed: MultipleInput) => {
    const { esquemaVacinacao, etapaVacinacao } = form.getValues();
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
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void domainForm.attempt('save', save);
      }}
    >
      <DomainFormProvider domainForm={domainForm} readOnly={false}>
        <Stack>
          <FormTextarea
            name="identificacoes"
            label={t('vacinacao.multipleModal.identificacoes')}
            description={t('vacinacao.multipleModal.count', { count })}
            minRows={5}
            autoFocus
          />
          <VacinaLinhaFields esquemas={esquemas} etapas={etapas} />
          {duplicates.length > 0 && (
            <Alert color="red" role="alert" title={VACINA_DUPLICADA_MESSAGE}>
              <Text fz="sm">{duplicates.join(', ')}</Text>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('records.actions.cancel')}
            </Button>
            <Button type="submit" disabled={!form.formState.isValid}>
              {t('records.actions.guardar')}
            </Button>
          </Group>
        </Stack>
      </DomainFormProvider>
    </form>
  );
}
