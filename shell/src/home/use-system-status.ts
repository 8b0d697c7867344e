import { useQuery } from '@tanstack/react-query';

export type ServiceState = 'operational' | 'down' | 'checking';

/** The gateway's own /health: answers when the API front door is up. */
export function useGatewayHealth() {
  return useQuery({
    queryKey: ['system', 'gateway-health'],
    queryFn: async () => {
      const response = await fetch('/health', { cache: 'no-store' });
      if (!response.ok) throw new Error(`Gateway health ${response.status}`);
      return (await response.json()) as { status: string };
    },
    retry: false,
    refetchInterval: 60_000,
  });
}
