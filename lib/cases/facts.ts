/*
 * The facts every case carries (docs/cases.md): closed lists as the schema's CHECK constraints,
 * the console's forms and exam practice read them. Zod-free, so the browser imports it.
 */

/** The body system a case belongs to. A child's case has its system too: age is the age band. */
export const CASE_SYSTEMS = [
  'chest',
  'musculoskeletal',
  'abdominal',
  'neuro',
  'head-and-neck',
  'genitourinary',
  'breast',
  'cardiovascular',
] as const;
export type CaseSystem = (typeof CASE_SYSTEMS)[number];

export const CASE_SYSTEM_LABELS: Record<CaseSystem, string> = {
  chest: 'Chest',
  musculoskeletal: 'Musculoskeletal',
  abdominal: 'Abdominal',
  neuro: 'Neuro',
  'head-and-neck': 'Head & neck',
  genitourinary: 'Genitourinary',
  breast: 'Breast',
  cardiovascular: 'Cardiovascular',
};

export const CASE_MODALITIES = [
  'XR',
  'CT',
  'MR',
  'US',
  'NM',
  'fluoroscopy',
  'mammography',
] as const;
export type CaseModality = (typeof CASE_MODALITIES)[number];

export const CASE_MODALITY_LABELS: Record<CaseModality, string> = {
  XR: 'Radiograph (XR)',
  CT: 'CT',
  MR: 'MR',
  US: 'Ultrasound (US)',
  NM: 'Nuclear medicine (NM)',
  fluoroscopy: 'Fluoroscopy',
  mammography: 'Mammography',
};

export const AGE_BANDS = ['adult', 'paediatric'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

export const AGE_BAND_LABELS: Record<AgeBand, string> = {
  adult: 'Adult',
  paediatric: 'Paediatric',
};

export const PATIENT_SEXES = ['female', 'male'] as const;
export type PatientSex = (typeof PATIENT_SEXES)[number];

export const PATIENT_SEX_LABELS: Record<PatientSex, string> = { female: 'Female', male: 'Male' };

/** Where the request came from, as the viva's clinical header says it. */
export const REFERRAL_SOURCES = [
  'emergency',
  'gp',
  'outpatient',
  'inpatient',
  'screening',
] as const;
export type ReferralSource = (typeof REFERRAL_SOURCES)[number];

export const REFERRAL_SOURCE_LABELS: Record<ReferralSource, string> = {
  emergency: 'Emergency department',
  gp: 'General practitioner',
  outpatient: 'Outpatient clinic',
  inpatient: 'Inpatient ward',
  screening: 'Screening programme',
};

/** The most key findings a case lists, and the longest line of one. */
export const KEY_FINDINGS_MAX = 10;
export const KEY_FINDING_MAX_LENGTH = 200;
/**
 * The region is free text ("left upper lobe", "distal femur", "parotid"): the places a film shows
 * are too many and too system-specific for one list; the system and modality are what to filter by.
 */
export const REGION_MAX_LENGTH = 80;
export const PATIENT_AGE_MAX_LENGTH = 20;
export const CLINICAL_DETAILS_MAX_LENGTH = 500;

/** The most slices a case's series holds (a long case's scrollable study). */
export const SERIES_MAX_SLICES = 200;
