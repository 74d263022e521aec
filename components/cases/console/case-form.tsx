'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

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

import { Button } from '@/components/ui/button';

const field =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';
const label = 'block text-sm font-semibold text-slate-800';

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

function Choice({
  name,
  value,
  onChange,
  options,
  labels,
  empty,
}: {
  name: string;
  value: string;
  onChange: (event: React.ChangeEvent<HTMLSelectElement>) => void;
  options: readonly string[];
  labels: Record<string, string>;
  empty: string;
}) {
  return (
    <label className={label}>
      {name}
      <select value={value} onChange={onChange} className={field}>
        <option value="">{empty}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A case's name, clinical header, facts, key findings and model answer. */
export function CaseForm({ item }: { item: ConsoleCase }) {
  const router = useRouter();
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
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [said, setSaid] = useState<{ ok: boolean; message: string } | null>(null);
  const set =
    (name: keyof Text) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value }));

  return (
    <form
      className="mt-4 grid gap-4 sm:grid-cols-3"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        // The form's values as typed; the server's schema checks each fact against its set.
        const input = {
          subshortId: item.subshortId,
          ...values,
          normal,
          keyFindings: values.keyFindings.split('\n'),
        } as RequestOf<typeof caseCalls.updateCase>;
        const result = await consoleCall('updateCase', input).catch(() => ({
          status: 502,
          message: 'Something went wrong',
        }));
        setBusy(false);
        setSaid({ ok: result.status === 200, message: result.message });
        if (result.status === 200) router.refresh();
      }}
    >
      <label className={`${label} sm:col-span-3`}>
        Name
        <input required value={values.name} onChange={set('name')} className={field} />
      </label>
      <Choice
        name="System"
        value={values.system}
        onChange={set('system')}
        options={CASE_SYSTEMS}
        labels={CASE_SYSTEM_LABELS}
        empty="Not set"
      />
      <Choice
        name="Modality"
        value={values.modality}
        onChange={set('modality')}
        options={CASE_MODALITIES}
        labels={CASE_MODALITY_LABELS}
        empty="Not set"
      />
      <Choice
        name="Age band"
        value={values.ageBand}
        onChange={set('ageBand')}
        options={AGE_BANDS}
        labels={AGE_BAND_LABELS}
        empty="Not set"
      />
      <label className={`${label} sm:col-span-2`}>
        Region (e.g. left upper lobe, distal femur)
        <input value={values.region} onChange={set('region')} className={field} />
      </label>
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
        <label className={label}>
          Patient age
          <input
            placeholder="67 years"
            value={values.patientAge}
            onChange={set('patientAge')}
            className={field}
          />
        </label>
        <Choice
          name="Sex"
          value={values.patientSex}
          onChange={set('patientSex')}
          options={PATIENT_SEXES}
          labels={PATIENT_SEX_LABELS}
          empty="Not given"
        />
        <Choice
          name="Referred by"
          value={values.referralSource}
          onChange={set('referralSource')}
          options={REFERRAL_SOURCES}
          labels={REFERRAL_SOURCE_LABELS}
          empty="Not given"
        />
        <label className={`${label} sm:col-span-3`}>
          Clinical details
          <textarea
            rows={2}
            value={values.clinicalDetails}
            onChange={set('clinicalDetails')}
            className={field}
          />
        </label>
      </fieldset>
      <label className={`${label} sm:col-span-3`}>
        Key findings (one a line, in order, at most {KEY_FINDINGS_MAX}; revealed with the answer)
        <textarea
          rows={5}
          value={values.keyFindings}
          onChange={set('keyFindings')}
          className={field}
        />
      </label>
      <label className={`${label} sm:col-span-3`}>
        Model answer
        <textarea rows={8} value={values.answer} onChange={set('answer')} className={field} />
      </label>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-3">
        <Button type="submit" disabled={!ready || busy}>
          {busy ? 'Saving…' : 'Save case'}
        </Button>
        {said ? (
          <span
            role={said.ok ? 'status' : 'alert'}
            className={said.ok ? 'text-sm text-green-800' : 'text-sm font-semibold text-red-800'}
          >
            {said.message}
          </span>
        ) : null}
      </div>
    </form>
  );
}
