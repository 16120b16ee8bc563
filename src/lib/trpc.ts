import { createTRPCClient, httpBatchLink, httpLink, loggerLink, splitLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { rpcTransformer } from '../shared/rpc-transformer';
import { trackedFetch } from './app-activity';
import type { AppRouter } from '../../server/trpc/router';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

const url = '/api/trpc';

/**
 * SPEC.md section 7: GET for queries and POST for mutations to /api/trpc/{path}; calls whose
 * context has `skipBatch: true` go alone, the rest are batched; superjson on the wire; errors
 * coming back are logged.
 */
export function createTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [
      loggerLink({ enabled: (operation) => operation.direction === 'down' && operation.result instanceof Error }),
      splitLink({
        condition: (operation) => operation.context.skipBatch === true,
        true: httpLink({ url, transformer: rpcTransformer, fetch: trackedFetch }),
        false: httpBatchLink({ url, transformer: rpcTransformer, fetch: trackedFetch }),
      }),
    ],
  });
}
