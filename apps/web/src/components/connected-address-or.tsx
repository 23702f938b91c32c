import type { WalletConnector } from '@site/wallet-core';
import { usePrimaryAccount, useWalletState } from '@site/wallet-react/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { shortenAddress } from '../wallet/format-address.ts';
import { PlainConnectButton } from './connect-button.tsx';

/**
 * The primary account's address linking to the profile, or the connect button (busy while
 * autoconnect is still trying the remembered wallet). Loaded with the wallet stack.
 */
export default function ConnectedAddressOr({ connector, className }: { connector: WalletConnector; className: string }): ReactNode {
  const address = usePrimaryAccount({ connector })?.address;
  const restoring = useWalletState((state) => state.autoconnect === 'running', { connector });
  if (!address) return <PlainConnectButton className={className} busy={restoring} />;
  return (
    <Link to="/profile" className={className} title={address}>
      {shortenAddress(address)}
    </Link>
  );
}
