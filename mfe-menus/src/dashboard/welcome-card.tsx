import { Button, Card } from '@atlas/shell-kit';

/** What a site without menus shows: the two ways to start one. */
export function WelcomeCard({ siteName, onCreate, onTemplate }: { siteName: string; onCreate(): void; onTemplate(): void }) {
  return (
    <Card className="menus-welcome">
      <h2 className="menus-welcome__title">Welcome to the Menu Builder</h2>
      <p className="menus-muted">
        {siteName} has no menus yet. Build navigation for its header, footer, sidebars and mobile view, from scratch or from a ready-made
        template with mega menu columns and widgets.
      </p>
      <div className="menus-welcome__actions">
        <Button onClick={onCreate}>Create Menu</Button>
        <Button variant="secondary" onClick={onTemplate}>
          Use Template
        </Button>
      </div>
    </Card>
  );
}
