import { Button } from '@atlas/shell-kit';
import type { MenuItem } from '../api/types';

/** Offered while the entry is a plain dropdown on the site: saving the layout makes it a mega panel. */
export function MakePanelStep({
  panel,
  saving,
  refusal,
  onMake,
}: {
  panel: MenuItem;
  saving: boolean;
  refusal: string | null;
  onMake(): void;
}) {
  return (
    <div className="menus-mega-step" role="group" aria-label="Mega panel">
      <p>
        <strong>{panel.title} opens as a plain dropdown on the site.</strong> Make it a mega menu panel to show its sub-items in these
        columns, in the preview and on the site.
      </p>
      <Button onClick={onMake} loading={saving} disabled={refusal !== null} title={refusal ?? undefined}>
        Make {panel.title} a mega panel
      </Button>
    </div>
  );
}
