import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Card, EmptyState, Input, PageHeader } from '@atlas/shell-kit';
import { HELP_TOPICS, searchHelp } from './help-topics';
import './account.css';

/** /dashboard/help: how to do the common tasks, each with a link to the screen that does it. */
export function HelpScreen() {
  const [search, setSearch] = useState('');
  const found = searchHelp(HELP_TOPICS, search);
  const countId = useId();
  return (
    <div className="atlas-screen">
      <PageHeader title="Help" subtitle="How to do the common tasks, and where." />
      <div className="help-search" role="search">
        <Input
          label="Search help"
          type="search"
          value={search}
          placeholder="e.g. schedule a post"
          onChange={(event) => setSearch(event.target.value)}
          aria-describedby={countId}
        />
        <p id={countId} className="account-hint" aria-live="polite">
          {found.length === HELP_TOPICS.length ? `${found.length} topics` : `${found.length} of ${HELP_TOPICS.length} topics`}
        </p>
      </div>
      {found.length === 0 ? (
        <EmptyState title="No topic matches" description={`Nothing in Help mentions "${search.trim()}". Try another word.`} />
      ) : (
        <ul className="help-topics">
          {found.map((topic) => (
            <li key={topic.id}>
              <Card className="help-topic" aria-labelledby={`help-${topic.id}`}>
                <h2 id={`help-${topic.id}`}>{topic.title}</h2>
                <ol>
                  {topic.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
                <Link to={topic.link.to}>Open {topic.link.label} →</Link>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
