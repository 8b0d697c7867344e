import { useState, type FormEvent } from 'react';
import { Button, Input, Modal, Select, errorText } from '@atlas/shell-kit';
import { useSaveGoal } from '../api/goals';
import type { ConversionGoal } from '../api/types';
import { GOAL_TYPES, draftOf, fieldsFor, goalInput, validateGoal, type GoalDraft, type GoalErrors } from './goal-form';

/** Creates a goal, or edits `goal` when one is given; a new goal belongs to `site` (null: all sites). */
export function GoalModal({
  goal,
  site,
  onClose,
  onSaved,
}: {
  goal?: ConversionGoal;
  site: number | null;
  onClose(): void;
  onSaved(goal: ConversionGoal): void;
}) {
  const [draft, setDraft] = useState<GoalDraft>(() => draftOf(goal));
  const [errors, setErrors] = useState<GoalErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSaveGoal();
  const shown = fieldsFor(draft.goal_type);
  const set = <K extends keyof GoalDraft>(key: K, value: GoalDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateGoal(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setRefusal(null);
    try {
      onSaved(await save.mutateAsync({ id: goal?.id, goal: goalInput(draft, goal ? goal.site : site) }));
    } catch (error) {
      setRefusal(errorText(error, 'Failed to save the goal'));
    }
  }

  return (
    <Modal
      open
      title={goal ? 'Edit Conversion Goal' : 'Create Conversion Goal'}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="analytics-goal-form" loading={save.isPending}>
            {goal ? 'Save Goal' : 'Create Goal'}
          </Button>
        </>
      }
    >
      <form id="analytics-goal-form" className="analytics-form" noValidate onSubmit={submit}>
        {refusal && (
          <p className="analytics-refusal" role="alert">
            {refusal}
          </p>
        )}
        <Input label="Name" required value={draft.name} error={errors.name} onChange={(e) => set('name', e.target.value)} maxLength={200} />
        <div className="atlas-field">
          <label className="atlas-field__label" htmlFor="analytics-goal-description">
            Description
          </label>
          <textarea
            id="analytics-goal-description"
            className="atlas-input"
            rows={2}
            maxLength={1000}
            value={draft.description}
            onChange={(e) => set('description', e.target.value)}
          />
        </div>
        <Select
          label={
            <>
              Goal type
              <span className="atlas-field__required" aria-hidden="true">
                {' '}
                *
              </span>
            </>
          }
          required
          value={draft.goal_type}
          error={errors.goal_type}
          onChange={(e) => set('goal_type', e.target.value as GoalDraft['goal_type'])}
          options={[{ value: '', label: 'Choose a goal type' }, ...GOAL_TYPES]}
        />
        {shown.targetUrl && (
          <Input
            label="Target URL"
            required
            placeholder="/thank-you"
            value={draft.target_url}
            error={errors.target_url}
            hint="The path whose visit counts as a conversion."
            onChange={(e) => set('target_url', e.target.value)}
            maxLength={2000}
          />
        )}
        {shown.targetEvent && (
          <Input
            label="Event name"
            required
            placeholder="newsletter_signup"
            value={draft.target_event}
            error={errors.target_event}
            onChange={(e) => set('target_event', e.target.value)}
            maxLength={100}
          />
        )}
        {shown.minTime && (
          <Input
            label="Minimum seconds"
            required
            type="number"
            min={1}
            max={86400}
            step={1}
            inputMode="numeric"
            value={draft.min_time}
            error={errors.min_time}
            onChange={(e) => set('min_time', e.target.value)}
          />
        )}
        <Input
          label="Value (USD)"
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          value={draft.value}
          error={errors.value}
          onChange={(e) => set('value', e.target.value)}
        />
        <label className="analytics-check">
          <input type="checkbox" checked={draft.is_active} onChange={(e) => set('is_active', e.target.checked)} />
          Active
        </label>
      </form>
    </Modal>
  );
}
