import { Modal, formatDate } from '@atlas/shell-kit';
import { useFormSubmissions } from '../api/submissions';
import type { Site } from '../api/types';

/** The messages visitors sent through the contact-form blocks of one site. */
export function FormSubmissionsModal({ site, open, onClose }: { site: Site; open: boolean; onClose(): void }) {
  const submissions = useFormSubmissions(site.id);
  const rows = submissions.data ?? [];
  const columns = Array.from(new Set(rows.flatMap((row) => Object.keys(row.data ?? {})))).slice(0, 6);
  return (
    <Modal open={open} title={`Form Submissions — ${site.name}`} onClose={onClose} size="xl">
      {submissions.isPending ? (
        <p className="atlas-muted">Loading submissions...</p>
      ) : submissions.isError ? (
        <p className="atlas-field__error" role="alert">
          Failed to load form submissions
        </p>
      ) : rows.length === 0 ? (
        <p className="atlas-empty">No form submissions yet</p>
      ) : (
        <div className="atlas-table-wrap">
          <table className="atlas-table">
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Form</th>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{formatDate(row.created_at, { time: true })}</td>
                  <td>{row.form_name || '—'}</td>
                  {columns.map((column) => (
                    <td key={column}>{String(row.data?.[column] ?? '')}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Modal>
  );
}
