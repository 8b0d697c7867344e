/** A builder block as the client sends it. */
export function block(id: string, type: string, content: Record<string, unknown>) {
  return {
    id,
    type,
    content,
    style: { desktop: {}, tablet: {}, mobile: {} },
    settings: {
      margin: { top: 0, right: 0, bottom: 20, left: 0 },
      padding: { top: 20, right: 20, bottom: 20, left: 20 },
      visibility: { desktop: true, tablet: true, mobile: true },
    },
  };
}
