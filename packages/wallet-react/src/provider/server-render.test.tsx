import { localCoreChain } from '@site/testing/chain';
import { createWalletConnector } from '@site/wallet-core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useAvailableWallets } from '../hooks/use-available-wallets.ts';
import { useConnect } from '../hooks/use-connect.ts';
import { useWalletState } from '../hooks/use-wallet-state.ts';
import { useWallets } from '../hooks/use-wallets.ts';
import { ConnectModal } from '../modal/connect-modal.tsx';
import { SwitchChainModal } from '../modal/switch-chain-modal.tsx';
import { WalletProvider } from './wallet-provider.tsx';

function Status() {
  const wallets = useWallets();
  const { status } = useConnect();
  return (
    <p>
      {wallets.length} wallets, {status}
    </p>
  );
}

describe('server rendering (Node, no window)', () => {
  it('renders the hooks from the connector state and no modal markup', () => {
    const connector = createWalletConnector({ chains: [localCoreChain()], autoconnect: false });
    const html = renderToString(
      <WalletProvider connector={connector}>
        <Status />
        <ConnectModal termsUrl="/terms" />
        <SwitchChainModal />
      </WalletProvider>,
    );
    expect(html).toBe('<p>0<!-- --> wallets, <!-- -->idle</p>');
    connector.destroy();
  });

  it('reports why wallets are off for a connector embedded in a Telegram mini app', () => {
    const connector = createWalletConnector({ chains: [localCoreChain()], embeddedIn: 'telegram-mini-app' });
    function Reason() {
      const reason = useWalletState((state) => state.disabled?.reason ?? 'none');
      return <p>{reason}, {useAvailableWallets().length} offered</p>;
    }
    const html = renderToString(
      <WalletProvider connector={connector}>
        <Reason />
        <ConnectModal otherSignInUrl="/login" />
      </WalletProvider>,
    );
    expect(html).toBe('<p>telegram-mini-app<!-- -->, <!-- -->0<!-- --> offered</p>');
    connector.destroy();
  });
});
