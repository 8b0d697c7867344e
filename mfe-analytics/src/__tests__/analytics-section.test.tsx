import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AnalyticsSection from '../analytics-section';
import PerformanceSection from '../performance-section';

describe('analytics frame', () => {
  it('has the Overview, Real-time and Conversions tabs with their empty texts', async () => {
    render(<AnalyticsSection />);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Real-time' }));
    expect(screen.getByText('No active visitors')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Conversions' }));
    expect(screen.getByText('No funnel data available')).toBeInTheDocument();
    expect(screen.getByText('No conversion goals set')).toBeInTheDocument();
  });

  it('offers the ranges 1d, 7d, 30d and 90d', () => {
    render(<AnalyticsSection />);
    const values = Array.from((screen.getByLabelText('Time range') as HTMLSelectElement).options).map((option) => option.value);
    expect(values).toEqual(['1d', '7d', '30d', '90d']);
  });
});

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
