import { SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { locationEditable, type LabCollectionEstado } from '@sigsa/domain/workflow/lab-collection-workflow';
import type { CalendarDate } from '@sigsa/domain/validation/dates';
import { useTranslation } from 'react-i18next';
import { useTiposControloColheita } from '../../components/colheitas/colheita-lookups.ts';
import { FormExameDaColheita } from '../../components/colheitas/exame-da-colheita-input.tsx';
import { FormDateField } from '../../components/form-inputs/date-input.tsx';
import { FormMapPicker } from '../../components/form-inputs/map-input.tsx';
import { FormRefMultiSelect, FormRefSelect } from '../../components/form-inputs/select-inputs.tsx';
import { FormNumberInput, FormTextInput } from '../../components/form-inputs/text-inputs.tsx';
import { FormUtilizadorSelect } from '../../components/form-inputs/utilizador-input.tsx';
import { FormSection } from '../../components/form-section.tsx';
import { FormReadOnly } from '../../platform/forms/form-read-only.tsx';
import { useCustomTypesByCategoria } from '../../platform/lookups/custom-types.ts';
import { especiesQueryOptions } from '../../platform/lookups/especies.ts';
import { useReferenceList } from '../../platform/lookups/reference-lists.ts';
import type { NamedRef } from '../../platform/record-api.ts';

/** Characters typed before the responsible search starts (001 §5.3: responsible 2). */
const RESPONSAVEL_MIN_CHARS = 2;

/** The value lists of a wild collection (001 §3.1), loaded in one call. */
const CATEGORIAS = ['SITUACAO_ANIMAL', 'PROGRAMA', 'PROCESSO_CACA'] as const;

/** A DSAVR as the reference list carries it: a collection is filed under a regional one. */
interface DsavrRef extends NamedRef {
  tipo?: string | null;
}

/**
 * The wild collection's fields (001 §2.1): situation, programme, wild species, control type, date, DSAVR,
 * responsible, location (EPSG:3763 map; only in INICIAL and DEVOLVIDO), hunting process and zone, exam reference
 * and sample total — the requester's (GUARDAR) — and the laboratory's internal code (REGISTAR_ANALISES). The
 * lists load only when the requester edits.
 */
export function ColheitaSelvagemFields({
  requester,
  analyses,
  estado,
  today,
}: {
  requester: boolean;
  analyses: boolean;
  estado: LabCollectionEstado;
  today: CalendarDate;
}) {
  const { t } = useTranslation();
  const label = (field: string) => t(`colheitaAmostrasSelvagens.fields.${field}`);
  const tipos = useCustomTypesByCategoria(CATEGORIAS, requester);
  const especies = useQuery({ ...especiesQueryOptions(), enabled: requester }).data ?? [];
  const tiposControlo = useTiposControloColheita(requester);
  const dsavrs = useReferenceList<DsavrRef>('dsavrs', requester).filter(
    (dsavr) => dsavr.tipo !== 'SERVICO_CENTRAL',
  );
  const zonasCacas = useReferenceList<NamedRef>('zonasCacas', requester);
  return (
    <Stack gap="sm">
      <FormReadOnly readOnly={!requester}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <FormRefSelect name="situacao" label={label('situacao')} options={tipos('SITUACAO_ANIMAL')} />
          <FormRefSelect name="programa" label={label('programa')} options={tipos('PROGRAMA')} />
          <FormRefMultiSelect
            name="especies"
            label={label('especies')}
            options={especies.filter((especie) => especie.domestico === false)}
          />
          <FormRefSelect name="tipoControlo" label={label('tipoControlo')} options={tiposControlo} />
          <FormDateField name="data" label={label('data')} max={today} />
          <FormRefSelect name="dsavr" label={label('dsavr')} options={dsavrs} />
          <FormUtilizadorSelect
            name="responsavelColheita"
            label={label('responsavelColheita')}
            minChars={RESPONSAVEL_MIN_CHARS}
          />
          <FormExameDaColheita label={label('exameClinicoNecropsia')} />
          <FormRefSelect name="processoCaca" label={label('processoCaca')} options={tipos('PROCESSO_CACA')} />
          <FormRefSelect name="zonaCaca" label={label('zonaCaca')} options={zonasCacas} />
          <FormNumberInput name="totalAmostras" label={label('totalAmostras')} min={1} allowDecimal={false} />
        </SimpleGrid>
      </FormReadOnly>
      <FormReadOnly readOnly={!analyses}>
        <FormTextInput name="codigoInternoLaboratorio" label={label('codigoInternoLaboratorio')} />
      </FormReadOnly>
      <FormReadOnly readOnly={!requester || !locationEditable(estado)}>
        <FormMapPicker name="localizacao" label={label('localizacao')} />
      </FormReadOnly>
    </Stack>
  );
}

/** The invoicing data (001 §2.1, §3.1 `fatura`): sent when some field is filled, its NIF checked (§5.1). */
export function FaturaSection({ requester }: { requester: boolean }) {
  const { t } = useTranslation();
  const label = (field: string) => t(`colheitaAmostrasSelvagens.fatura.${field}`);
  return (
    <FormSection title={t('colheitaAmostrasSelvagens.sections.fatura')} testId="fatura">
      <FormReadOnly readOnly={!requester}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <FormTextInput name="fatura.numeroCompromisso" label={label('numeroCompromisso')} />
          <FormTextInput name="fatura.numeroCabimento" label={label('numeroCabimento')} />
          <FormTextInput name="fatura.numeroContrato" label={label('numeroContrato')} />
          <FormTextInput name="fatura.entidadade" label={label('entidadade')} />
          <FormTextInput name="fatura.nifEntidade" label={label('nifEntidade')} />
        </SimpleGrid>
      </FormReadOnly>
    </FormSection>
  );
}
