import { useState } from 'react';
import { Input, Select } from '@atlas/shell-kit';
import { TEMPLATE_CATEGORIES, type TemplateCategory } from '../api/templates';

const CATEGORY_OPTIONS = TEMPLATE_CATEGORIES.map((id) => ({ value: id, label: id.charAt(0).toUpperCase() + id.slice(1) }));

export interface TemplateDetails {
  name: string;
  description: string;
  category: TemplateCategory;
}

const EMPTY: TemplateDetails = { name: '', description: '', category: 'landing' };

/** A new template's name, description and category, as both ways of saving one ask for them. */
export function useTemplateDetails() {
  const [details, setDetails] = useState<TemplateDetails>(EMPTY);
  return {
    details,
    change: (patch: Partial<TemplateDetails>) => setDetails((current) => ({ ...current, ...patch })),
    reset: () => setDetails(EMPTY),
    /** What the service is sent: the texts trimmed. */
    trimmed: { name: details.name.trim(), description: details.description.trim(), category: details.category },
  };
}

/** The fields of a new template: its name (required), a description and its category. */
export function TemplateFields({
  id,
  details,
  change,
}: {
  id: string;
  details: TemplateDetails;
  change(patch: Partial<TemplateDetails>): void;
}) {
  return (
    <>
      <Input
        label="Template Name"
        required
        maxLength={100}
        value={details.name}
        onChange={(event) => change({ name: event.target.value })}
        placeholder="My landing page"
      />
      <div className="atlas-field">
        <label className="atlas-field__label" htmlFor={`${id}-description`}>
          Description
        </label>
        <textarea
          id={`${id}-description`}
          className="atlas-input"
          rows={3}
          maxLength={1000}
          value={details.description}
          onChange={(event) => change({ description: event.target.value })}
        />
      </div>
      <Select
        label="Category"
        options={CATEGORY_OPTIONS}
        value={details.category}
        onChange={(event) => change({ category: event.target.value as TemplateCategory })}
      />
    </>
  );
}
