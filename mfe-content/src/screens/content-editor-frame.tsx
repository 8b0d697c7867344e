import { Link } from 'react-router-dom';
import { Button, Card, Input, PageHeader } from '@atlas/shell-kit';

/** The content editor's frame: header buttons (Back, Preview, Save Draft, Publish) and the main fields, not yet saving. */
export function ContentEditorFrame({ isNew }: { isNew: boolean }) {
  return (
    <div className="atlas-screen">
      <PageHeader
        title={isNew ? 'New Content' : 'Edit Content'}
        subtitle="Write, then save a draft or publish."
        actions={
          <>
            <Link className="atlas-btn atlas-btn--secondary atlas-btn--md" to="/dashboard/content">Back to Content</Link>
            <Button variant="secondary" disabled={isNew}>Preview</Button>
            <Button variant="secondary" disabled>Save Draft</Button>
            <Button disabled>Publish</Button>
          </>
        }
      />
      <Card>
        <Input label="Title" disabled placeholder="The editor arrives with the content service" />
        <Input label="Slug" disabled />
      </Card>
    </div>
  );
}
