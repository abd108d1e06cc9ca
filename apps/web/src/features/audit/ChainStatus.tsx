import { chainStateText, auditMessages as M, unsealedText } from '@bk/contracts/audit/audit';
import { useChainState } from './audit-api.ts';

/** The page header's state of the hash chain: holds (its length and last hash) or broken from a position. */
export function ChainStatus() {
  const chain = useChainState();
  if (chain.isPending)
    return (
      <p className="notice audit-chain" role="status">
        Sprawdzanie łańcucha zdarzeń…
      </p>
    );
  if (chain.isError)
    return (
      <p className="notice notice--error audit-chain" role="alert">
        {M.chainFailed} {chain.error.message}
      </p>
    );
  const state = chain.data;
  return (
    <div className="audit-chain">
      {state.ok ? (
        <p className="notice notice--success">{chainStateText(state)}</p>
      ) : (
        <p className="notice notice--error" role="alert">
          {chainStateText(state)}
        </p>
      )}
      {state.unsealed > 0 ? (
        <p className="notice notice--error" role="alert">
          {unsealedText(state.unsealed)}
        </p>
      ) : null}
    </div>
  );
}
