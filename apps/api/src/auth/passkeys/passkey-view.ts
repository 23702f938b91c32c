import type { Passkey } from '@site/api-contract';
import type { StoredPasskey } from './passkey-store.ts';

export const passkeyView = (passkey: StoredPasskey): Passkey => ({
  id: passkey.identityId,
  name: passkey.name,
  createdAt: passkey.createdAt.toISOString(),
  lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
  synced: passkey.deviceType === 'multiDevice' && passkey.backedUp,
});
