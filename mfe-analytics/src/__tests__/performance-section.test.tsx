import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import PerformanceSection from '../performance-section';

describe('performance frame', () => {
  it('has the six tabs and defaults to the last 24 hours', () => {
    render(<PerformanceSection />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'System Health',
      'Cache Analytics',
      'Page Speed',
      'Database',
      'Alerts',
    ]);
    expect(screen.getByLabelText('Time range')).toHaveValue('24h');
  });
});
