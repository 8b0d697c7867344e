import type { AnalyticsOverview, TimeRange } from '../api/types';

type Cell = string | number | null | undefined;

// Paths, titles and searches come from visitors: a cell that a spreadsheet would run as a formula
// is written as text.
function cell(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (...cells: Cell[]) => cells.map(cell).join(',');

/** The overview as CSV: the summary figures, then one table per list, each under its own heading. */
export function overviewCsv(overview: AnalyticsOverview, siteName: string, range: TimeRange): string {
  const rows: string[] = [
    line('Site', siteName),
    line('Time range', range),
    '',
    line('Metric', 'Value', 'Change (%)'),
    line('Page Views', overview.pageViews, overview.pageViewsChange),
    line('Unique Visitors', overview.uniqueVisitors, overview.uniqueVisitorsChange),
    line('Avg. Session Duration (s)', overview.averageTime, overview.averageTimeChange),
    line('Bounce Rate (%)', overview.bounceRate, overview.bounceRateChange),
    line('Conversion Rate (%)', overview.conversion_rate),
    line('Pages per Session', overview.pages_per_session),
    '',
    line('Date', 'Views', 'Visitors'),
    ...overview.dailyStats.map((day) => line(day.date, day.views, day.visitors)),
    '',
    line('Page', 'Title', 'Views'),
    ...overview.topPages.map((page) => line(page.path, page.title, page.views)),
    '',
    line('Traffic Source', 'Visitors', 'Percentage'),
    ...overview.trafficSources.map((source) => line(source.source, source.visitors, source.percentage)),
    '',
    line('Device', 'Visitors'),
    line('Desktop', overview.deviceBreakdown.desktop),
    line('Mobile', overview.deviceBreakdown.mobile),
    line('Tablet', overview.deviceBreakdown.tablet),
    '',
    line('Search', 'Count'),
    ...overview.popular_searches.map((search) => line(search.query, search.count)),
    '',
    line('Browser', 'Count'),
    ...overview.browser_stats.map((browser) => line(browser.browser, browser.count)),
    '',
    line('Operating System', 'Count'),
    ...overview.os_stats.map((os) => line(os.os, os.count)),
  ];
  return `${rows.join('\r\n')}\r\n`;
}

/** analytics-{site}-{range}.csv, the site part safe as a file name. */
export function csvFileName(siteSlug: string, range: TimeRange): string {
  const site = siteSlug.replace(/[^a-z0-9-]+/gi, '-').replace(/^-+|-+$/g, '') || 'site';
  return `analytics-${site}-${range}.csv`;
}

/** Hands the text to the browser as a file download. */
export function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; the URL is freed after the event loop turns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
