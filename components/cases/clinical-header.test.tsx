import { render, screen } from '@testing-library/react';

import { ClinicalHeader } from './clinical-header';

const EMPTY = {
  system: null,
  modality: null,
  region: null,
  ageBand: null,
  patientAge: null,
  patientSex: null,
  referralSource: null,
  clinicalDetails: '',
} as const;

describe('the clinical header', () => {
  it('says who the patient is, who referred them, why, and what the study is', () => {
    render(
      <ClinicalHeader
        header={{
          system: 'abdominal',
          modality: 'US',
          region: 'pylorus',
          ageBand: 'paediatric',
          patientAge: '5 weeks',
          patientSex: 'male',
          referralSource: 'emergency',
          clinicalDetails: 'Projectile vomiting.',
        }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Clinical details' })).toBeInTheDocument();
    expect(screen.getByText('5 weeks, Male, paediatric')).toBeInTheDocument();
    expect(screen.getByText('Emergency department')).toBeInTheDocument();
    expect(screen.getByText('Projectile vomiting.')).toBeInTheDocument();
    expect(screen.getByText('Ultrasound (US) · Abdominal · pylorus')).toBeInTheDocument();
  });

  it('shows nothing for a case without facts', () => {
    const { container } = render(<ClinicalHeader header={EMPTY} />);
    expect(container).toBeEmptyDOMElement();
  });
});
