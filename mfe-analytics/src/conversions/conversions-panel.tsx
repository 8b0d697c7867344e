import { useState } from 'react';
import { Badge, Button, Card, ConfirmDialog, EmptyState, ErrorState, Skeleton, formatCount, useToast, errorText } from '@atlas/shell-kit';
import { useDeleteGoal, useFunnel, useGoals } from '../api/goals';
import type { ConversionGoal, TimeRange } from '../api/types';
import { TIME_RANGES } from '../dashboard/analytics-address';
import { formatPercent } from '../overview/figures';
import { MetricCard } from '../overview/metric-card';
import { FunnelView } from './funnel-view';
import { goalTypeLabel } from './goal-form';
import { GoalModal } from './goal-modal';
import { useGoalPermissions } from './goal-permissions';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function goalTarget(goal: ConversionGoal): string {
  if (goal.goal_type === 'page_visit') return goal.target_url;
  if (goal.goal_type === 'event') return goal.target_event;
  if (goal.goal_type === 'time_on_site') return `${goal.min_time ?? 0} seconds`;
  return '';
}

function FunnelSummaryCards({ site, range }: { site: number | null; range: TimeRange }) {
  const funnel = useFunnel(site, range);
  if (funnel.isPending) return <Skeleton height={220} />;
  if (funnel.isError) {
    return (
      <ErrorState
        message={errorText(funnel.error, 'Failed to load the conversion funnel.')}
        onRetry={() => void funnel.refetch()}
        retrying={funnel.isFetching}
      />
    );
  }
  const summary = funnel.data;
  return (
    <>
      <section className="analytics-metrics" aria-label="Conversion figures">
        <MetricCard label="Total Conversions" value={formatCount(summary.total_conversions)} />
        <MetricCard label="Conversion Rate" value={formatPercent(summary.conversion_rate)} />
        <MetricCard label="Total Revenue" value={usd.format(summary.total_revenue)} />
        <MetricCard label="Active Goals" value={formatCount(summary.active_goals)} />
      </section>
      <Card title="Conversion Funnel" className="analytics-card">
        <FunnelView steps={summary.funnel} />
      </Card>
    </>
  );
}

function GoalsList({
  site,
  changeRefusal,
  onEdit,
  onDelete,
}: {
  site: number | null;
  changeRefusal(goal: ConversionGoal): string | null;
  onEdit(goal: ConversionGoal): void;
  onDelete(goal: ConversionGoal): void;
}) {
  const goals = useGoals(site);
  if (goals.isPending) return <Skeleton height={120} />;
  if (goals.isError) {
    return (
      <ErrorState
        message={errorText(goals.error, 'Failed to load the conversion goals.')}
        onRetry={() => void goals.refetch()}
        retrying={goals.isFetching}
      />
    );
  }
  if (goals.data.length === 0)
    return <EmptyState title="No conversion goals set" description="Create a goal to count the visits that matter." />;
  return (
    <ul className="analytics-goals" aria-label="Conversion goals">
      {goals.data.map((goal) => {
        const refusal = changeRefusal(goal);
        return (
          <li key={goal.id} className="analytics-goals__goal">
            <div className="analytics-goals__text">
              <span className="analytics-goals__name">{goal.name}</span>
              <span className="analytics-goals__meta">
                {goalTypeLabel(goal.goal_type)}
                {goalTarget(goal) && ` · ${goalTarget(goal)}`} · {usd.format(goal.value)} · {formatCount(goal.completions)}{' '}
                {goal.completions === 1 ? 'completion' : 'completions'}
                {goal.site === null && ' · All sites'}
              </span>
            </div>
            <Badge tone={goal.is_active ? 'success' : 'neutral'}>{goal.is_active ? 'Active' : 'Inactive'}</Badge>
            <div className="analytics-goals__actions">
              <Button
                variant="ghost"
                size="sm"
                disabled={refusal !== null}
                title={refusal ?? undefined}
                onClick={() => onEdit(goal)}
                aria-label={`Edit ${goal.name}`}
              >
                Edit
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={refusal !== null}
                title={refusal ?? undefined}
                onClick={() => onDelete(goal)}
                aria-label={`Delete ${goal.name}`}
              >
                Delete
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

type Dialog = { kind: 'create' } | { kind: 'edit'; goal: ConversionGoal } | { kind: 'delete'; goal: ConversionGoal } | null;

/** The Conversions tab: range, metric cards, the funnel and the goals with their dialogs. */
export function ConversionsPanel({ site, range, onRange }: { site: number | null; range: TimeRange; onRange(range: TimeRange): void }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const deleteGoal = useDeleteGoal();
  const toast = useToast();
  const permissions = useGoalPermissions(site);

  return (
    <div className="analytics-stack">
      <div className="analytics-panel-bar">
        <div className="analytics-segments" role="group" aria-label="Funnel time range">
          {TIME_RANGES.map((option) => (
            <button
              key={option.value}
              type="button"
              className="analytics-segments__option"
              aria-pressed={option.value === range}
              title={option.label}
              onClick={() => onRange(option.value)}
            >
              {option.value}
            </button>
          ))}
        </div>
        <div className="analytics-panel-bar__actions">
          {permissions.createRefusal && <span className="analytics-muted">{permissions.createRefusal}</span>}
          <Button
            disabled={permissions.createRefusal !== null}
            title={permissions.createRefusal ?? undefined}
            onClick={() => setDialog({ kind: 'create' })}
          >
            Create Goal
          </Button>
        </div>
      </div>
      <FunnelSummaryCards site={site} range={range} />
      <Card title="Conversion Goals" className="analytics-card">
        <GoalsList
          site={site}
          changeRefusal={permissions.changeRefusal}
          onEdit={(goal) => setDialog({ kind: 'edit', goal })}
          onDelete={(goal) => setDialog({ kind: 'delete', goal })}
        />
      </Card>
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <GoalModal
          goal={dialog.kind === 'edit' ? dialog.goal : undefined}
          site={site}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            setDialog(null);
            toast.success(dialog.kind === 'edit' ? `Saved ${saved.name}` : `Created ${saved.name}`);
          }}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Delete Goal"
        message="Are you sure you want to delete this conversion goal?"
        confirmLabel="Delete"
        danger
        busy={deleteGoal.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={async () => {
          if (dialog?.kind !== 'delete') return;
          try {
            await deleteGoal.mutateAsync(dialog.goal.id);
            toast.success(`Deleted ${dialog.goal.name}`);
          } catch (error) {
            toast.error(errorText(error, 'Failed to delete the goal'));
          }
          setDialog(null);
        }}
      />
    </div>
  );
}
