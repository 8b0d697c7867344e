import { useState } from 'react';
import { Button, Card, EmptyState, Input, PageHeader } from '@atlas/shell-kit';

export interface ListFrameProps {
  title: string;
  subtitle: string;
  /** The empty-state text, verbatim. */
  empty: string;
  primaryAction?: string;
}

/** A content list screen's frame: header, search and the empty state. */
export function ListFrame({ title, subtitle, empty, primaryAction }: ListFrameProps) {
  const [search, setSearch] = useState('');
  return (
    <div className="atlas-screen">
      <PageHeader title={title} subtitle={subtitle} actions={primaryAction && <Button disabled title="Available soon">{primaryAction}</Button>} />
      <Card>
        <div className="atlas-toolbar">
          <Input label="Search" type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder={`Search ${title.toLowerCase()}`} />
        </div>
        <EmptyState title={empty} description={search ? `Nothing matches "${search}".` : undefined} />
      </Card>
    </div>
  );
}
