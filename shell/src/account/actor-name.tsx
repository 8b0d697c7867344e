/** Who did something on a log: their name, their id when the name is unknown, or that nobody was recorded. */
export function ActorName({ actor }: { actor: { id: number; username?: string | null } | null | undefined }) {
  if (!actor) return <span className="account-hint">Not recorded</span>;
  return <>{actor.username ?? `User ${actor.id}`}</>;
}
