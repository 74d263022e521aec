/*
 * The facts every case carries (docs/cases.md): their closed lists are the schema's CHECK
 * constraints (lib/db/vocabulary.ts); their labels and limits, which the console's forms and exam
 * practice read, are here. Zod-free, so the browser imports it.
 */

import type {
  AgeBand,
  CaseModality,
  CaseSystem,
  PatientSex,
  ReferralSource,
} from '@/lib/db/vocabulary';

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

export const CASE_MODALITY_LABELS: Record<CaseModality, string> = {
  XR: 'Radiograph (XR)',
  CT: 'CT',
  MR: 'MR',
  US: 'Ultrasound (US)',
  NM: 'Nuclear medicine (NM)',
  fluoroscopy: 'Fluoroscopy',
  mammography: 'Mammography',
};

export const AGE_BAND_LABELS: Record<AgeBand, string> = {
  adult: 'Adult',
  paediatric: 'Paediatric',
};

export const PATIENT_SEX_LABELS: Record<PatientSex, string> = { female: 'Female', male: 'Male' };

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
