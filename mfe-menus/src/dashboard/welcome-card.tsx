import { Button, Card } from '@atlas/shell-kit';

/** What a site without menus shows: the two ways to start one, off (saying why) for a role that may not change menus. */
export function WelcomeCard({
  siteName,
  refusal,
  onCreate,
  onTemplate,
}: {
  siteName: string;
  refusal: string | null;
  onCreate(): void;
  onTemplate(): void;
}) {
  return (
    <Card className="menus-welcome">
      <h2 className="menus-welcome__title">Welcome to the Menu Builder</h2>
      <p className="menus-muted">
        {siteName} has no menus yet. Build navigation for its header, footer, sidebars and mobile view, from scratch or from a ready-made
        template with mega menu columns and widgets.
      </p>
      <div className="menus-welcome__actions">
        <Button onClick={onCreate} disabled={refusal !== null} title={refusal ?? undefined}>
          Create Menu
        </Button>
        <Button variant="secondary" onClick={onTemplate} disabled={refusal !== null} title={refusal ?? undefined}>
          Use Template
        </Button>
      </div>
    </Card>
  );
}
