import { Card, PageHeader } from '@atlas/shell-kit';
import { CAPABILITIES, ROLES, roleMay } from './role-matrix';
import '../account/account.css';

/** The wording with its emphasis as <strong>. */
function Emphasised({ text }: { text: string }) {
  return (
    <>{text.split('**').map((part, index) => (index % 2 === 1 ? <strong key={index}>{part}</strong> : <span key={index}>{part}</span>))}</>
  );
}

/** /dashboard/admin/roles (staff): what each site role may do. */
export function RolesScreen() {
  return (
    <div className="atlas-screen">
      <PageHeader
        title="Roles"
        subtitle="Every site has members, each with one role. Each role includes everything of the one before it; the shop stays the staff's."
      />
      <Card title="What each role may do">
        <div className="account-table-wrap" tabIndex={0} role="group" aria-label="Roles and their rights (scrolls sideways)">
          <table className="account-table">
            <caption className="atlas-visually-hidden">Site roles, from the least to the most rights</caption>
            <thead>
              <tr>
                <th scope="col">Role</th>
                <th scope="col">May</th>
              </tr>
            </thead>
            <tbody>
              {ROLES.map((entry) => (
                <tr key={entry.role}>
                  <th scope="row">{entry.role}</th>
                  <td>
                    <Emphasised text={entry.may} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      <Card title="Role matrix">
        <div className="account-table-wrap" tabIndex={0} role="group" aria-label="Role matrix (scrolls sideways)">
          <table className="account-table">
            <caption className="atlas-visually-hidden">Which role may do what</caption>
            <thead>
              <tr>
                <th scope="col">Action</th>
                {ROLES.map((entry) => (
                  <th key={entry.role} scope="col">
                    {entry.role}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {CAPABILITIES.map((capability) => (
                <tr key={capability.action}>
                  <th scope="row">{capability.action}</th>
                  {ROLES.map((entry) =>
                    roleMay(entry.role, capability) ? (
                      <td key={entry.role} className="roles-yes">
                        <span aria-hidden="true">✓</span>
                        <span className="atlas-visually-hidden">Yes</span>
                      </td>
                    ) : (
                      <td key={entry.role} className="roles-no">
                        <span aria-hidden="true">—</span>
                        <span className="atlas-visually-hidden">No</span>
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    </div>
  );
}
