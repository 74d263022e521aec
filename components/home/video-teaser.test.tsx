import { render, screen } from '@testing-library/react';

import { VideoTeaser } from '@/components/home/video-teaser';

describe('VideoTeaser', () => {
  it('shows each video with a play button and each short, with View All links', () => {
    render(
      <VideoTeaser
        result={{
          status: 'loaded',
          data: {
            video: [{ videoId: 1, name: 'CT head: subdural', cover: '/demo/videos/a.webp' }],
            subshort: [{ subshortId: 7, name: 'Left upper lobe collapse', thumbnail: '/s.webp' }],
          },
        }}
      />,
    );
    for (const [name, href] of [
      ['CT head: subdural', '/video'],
      ['Left upper lobe collapse', '/subshortsdetails?case=7'],
      ['View All viva videos', '/video'],
      ['View All shorts', '/shorts'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('says so when there are no videos or no shorts', () => {
    render(<VideoTeaser result={{ status: 'loaded', data: { video: [], subshort: [] } }} />);
    expect(screen.getByText('No videos available')).toBeInTheDocument();
    expect(screen.getByText('No shorts available')).toBeInTheDocument();
  });

  it('shows the spec’s texts when the data could not be fetched', () => {
    const { rerender } = render(<VideoTeaser result={{ status: 'failed' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch video shorts data');
    rerender(<VideoTeaser result={{ status: 'error' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while fetching data');
  });
});
