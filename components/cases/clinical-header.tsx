import type { ClinicalHeader as Header } from '@/lib/cases/calls';
import {
  AGE_BAND_LABELS,
  CASE_MODALITY_LABELS,
  CASE_SYSTEM_LABELS,
  PATIENT_SEX_LABELS,
  REFERRAL_SOURCE_LABELS,
} from '@/lib/cases/facts';

/**
 * What the viva tells the candidate before the film: the patient, who referred them and why, and
 * what kind of study it is. Whether it is normal and its key findings come with the answer alone.
 */
export function ClinicalHeader({ header }: { header: Header }) {
  const patient = [
    header.patientAge,
    header.patientSex && PATIENT_SEX_LABELS[header.patientSex],
    header.ageBand && AGE_BAND_LABELS[header.ageBand].toLowerCase(),
  ]
    .filter(Boolean)
    .join(', ');
  const study = [
    header.modality && CASE_MODALITY_LABELS[header.modality],
    header.system && CASE_SYSTEM_LABELS[header.system],
    header.region,
  ]
    .filter(Boolean)
    .join(' · ');
  const rows = [
    { term: 'Patient', value: patient },
    {
      term: 'Referred by',
      value: header.referralSource ? REFERRAL_SOURCE_LABELS[header.referralSource] : '',
    },
    { term: 'Clinical details', value: header.clinicalDetails },
    { term: 'Study', value: study },
  ].filter((row) => row.value);
  if (rows.length === 0) return null;
  return (
    <section
      aria-labelledby="clinical-header"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="clinical-header" className="text-lg font-bold text-slate-900">
        Clinical details
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        {rows.map((row) => (
          <div key={row.term}>
            <dt className="font-semibold text-slate-600">{row.term}</dt>
            <dd className="whitespace-pre-line text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
