'use client';

import { useState } from 'react';

import type { caseCalls, ConsoleCase } from '@/lib/cases/calls';
import type { RequestOf } from '@/lib/calls/define-call';
import {
  AGE_BAND_LABELS,
  CASE_MODALITY_LABELS,
  CASE_SYSTEM_LABELS,
  KEY_FINDINGS_MAX,
  PATIENT_SEX_LABELS,
  REFERRAL_SOURCE_LABELS,
} from '@/lib/cases/facts';
import {
  AGE_BANDS,
  CASE_MODALITIES,
  CASE_SYSTEMS,
  PATIENT_SEXES,
  REFERRAL_SOURCES,
} from '@/lib/db/vocabulary';
import { consoleCall } from '@/lib/platform/console-actions';

import { SubmitButton } from '@/components/ui/form/submit-button';

import { ConsoleField } from '../../console/console-field';
import { ConsoleSaid } from '../../console/console-said';
import { useConsoleForm } from '../../console/use-console-form';

type Text = Record<
  | 'name'
  | 'answer'
  | 'system'
  | 'modality'
  | 'region'
  | 'ageBand'
  | 'patientAge'
  | 'patientSex'
  | 'referralSource'
  | 'clinicalDetails'
  | 'keyFindings',
  string
>;

/** The input's fields the form shows a control for: a 422 about one is said under it. */
const FIELDS: readonly (keyof Text)[] = [
  'name',
  'answer',
  'system',
  'modality',
  'region',
  'ageBand',
  'patientAge',
  'patientSex',
  'referralSource',
  'clinicalDetails',
  'keyFindings',
];

function Choice({
  name,
  value,
  onChange,
  options,
  labels,
  empty,
  error,
}: {
  name: string;
  value: string;
  onChange: (event: React.ChangeEvent<HTMLSelectElement>) => void;
  options: readonly string[];
  labels: Record<string, string>;
  empty: string;
  error: string | undefined;
}) {
  return (
    <ConsoleField label={name} error={error}>
      {(control) => (
        <select {...control} value={value} onChange={onChange}>
          <option value="">{empty}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {labels[option]}
            </option>
          ))}
        </select>
      )}
    </ConsoleField>
  );
}

/**
 * A case's name, clinical header, facts, key findings and model answer; a refusal is said under
 * the field it is about (docs/console.md, "Forms").
 */
export function CaseForm({ item }: { item: ConsoleCase }) {
  const [values, setValues] = useState<Text>(() => ({
    name: item.name,
    answer: item.answer,
    system: item.system ?? '',
    modality: item.modality ?? '',
    region: item.region ?? '',
    ageBand: item.ageBand ?? '',
    patientAge: item.patientAge ?? '',
    patientSex: item.patientSex ?? '',
    referralSource: item.referralSource ?? '',
    clinicalDetails: item.clinicalDetails,
    keyFindings: item.keyFindings.join('\n'),
  }));
  const [normal, setNormal] = useState(item.normal);
  const { busy, run, said, errorFor } = useConsoleForm({ fields: FIELDS });
  const set =
    (name: keyof Text) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value }));

  return (
    <form
      className="mt-4 grid gap-4 sm:grid-cols-3"
      onSubmit={(event) => {
        event.preventDefault();
        // The form's values as typed; the server's schema checks each fact against its set.
        const input = {
          caseId: item.caseId,
          ...values,
          normal,
          keyFindings: values.keyFindings.split('\n'),
        } as RequestOf<typeof caseCalls.updateCase>;
        void run(() => consoleCall('updateCase', input));
      }}
    >
      <ConsoleField label="Name" error={errorFor('name')} className="sm:col-span-3">
        {(control) => <input {...control} required value={values.name} onChange={set('name')} />}
      </ConsoleField>
      <Choice
        name="System"
        value={values.system}
        onChange={set('system')}
        error={errorFor('system')}
        options={CASE_SYSTEMS}
        labels={CASE_SYSTEM_LABELS}
        empty="Not set"
      />
      <Choice
        name="Modality"
        value={values.modality}
        onChange={set('modality')}
        error={errorFor('modality')}
        options={CASE_MODALITIES}
        labels={CASE_MODALITY_LABELS}
        empty="Not set"
      />
      <Choice
        name="Age band"
        value={values.ageBand}
        onChange={set('ageBand')}
        error={errorFor('ageBand')}
        options={AGE_BANDS}
        labels={AGE_BAND_LABELS}
        empty="Not set"
      />
      <ConsoleField
        label="Region (e.g. left upper lobe, distal femur)"
        error={errorFor('region')}
        className="sm:col-span-2"
      >
        {(control) => <input {...control} value={values.region} onChange={set('region')} />}
      </ConsoleField>
      <label className="flex items-center gap-2 self-end pb-2 text-sm font-semibold text-slate-800">
        <input
          type="checkbox"
          checked={normal}
          onChange={(event) => setNormal(event.target.checked)}
          className="h-4 w-4"
        />
        Normal study
      </label>
      <fieldset className="grid gap-4 sm:col-span-3 sm:grid-cols-3">
        <legend className="text-sm font-bold text-slate-900">
          Clinical header (shown to students before the answer)
        </legend>
        <ConsoleField label="Patient age" error={errorFor('patientAge')}>
          {(control) => (
            <input
              {...control}
              placeholder="67 years"
              value={values.patientAge}
              onChange={set('patientAge')}
            />
          )}
        </ConsoleField>
        <Choice
          name="Sex"
          value={values.patientSex}
          onChange={set('patientSex')}
          error={errorFor('patientSex')}
          options={PATIENT_SEXES}
          labels={PATIENT_SEX_LABELS}
          empty="Not given"
        />
        <Choice
          name="Referred by"
          value={values.referralSource}
          onChange={set('referralSource')}
          error={errorFor('referralSource')}
          options={REFERRAL_SOURCES}
          labels={REFERRAL_SOURCE_LABELS}
          empty="Not given"
        />
        <ConsoleField
          label="Clinical details"
          error={errorFor('clinicalDetails')}
          className="sm:col-span-3"
        >
          {(control) => (
            <textarea
              {...control}
              rows={2}
              value={values.clinicalDetails}
              onChange={set('clinicalDetails')}
            />
          )}
        </ConsoleField>
      </fieldset>
      <ConsoleField
        label={`Key findings (one a line, in order, at most ${KEY_FINDINGS_MAX}; revealed with the answer)`}
        error={errorFor('keyFindings')}
        className="sm:col-span-3"
      >
        {(control) => (
          <textarea
            {...control}
            rows={5}
            value={values.keyFindings}
            onChange={set('keyFindings')}
          />
        )}
      </ConsoleField>
      <ConsoleField label="Model answer" error={errorFor('answer')} className="sm:col-span-3">
        {(control) => (
          <textarea {...control} rows={8} value={values.answer} onChange={set('answer')} />
        )}
      </ConsoleField>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-3">
        <SubmitButton disabled={busy}>{busy ? 'Saving…' : 'Save case'}</SubmitButton>
        <ConsoleSaid said={said} />
      </div>
    </form>
  );
}
