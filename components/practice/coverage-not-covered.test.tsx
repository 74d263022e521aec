import { render, screen } from '@testing-library/react';

import { CoverageNotCovered } from '@/components/practice/coverage-not-covered';

it('names in words the systems, modalities and regions not seen yet', () => {
  render(
    <CoverageNotCovered
      notSeen={{ systems: ['neuro', 'breast'], modalities: ['NM'], regions: ['Axilla', 'Parotid'] }}
    />,
  );
  expect(screen.getByText('You have not yet seen: Neuro, Breast.')).toBeInTheDocument();
  expect(screen.getByText('No Nuclear medicine (NM) cases yet.')).toBeInTheDocument();
  expect(screen.getByText('Regions not seen yet: Axilla, Parotid.')).toBeInTheDocument();
});

it('says when every area of the bank has been seen', () => {
  render(<CoverageNotCovered notSeen={{ systems: [], modalities: [], regions: [] }} />);
  expect(screen.getByText(/seen at least one case of every system/)).toBeInTheDocument();
});
